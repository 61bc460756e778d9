// A deployment that forgot its Stripe key, served over https (the instance `npm test` starts as
// https://echobook.example): payments fail closed, and sessions ride only the https cookie, with HSTS.
// The default instance (http on 127.0.0.1) is the contrast. And a first `npm start` that forgot APP_URL:
// its local mailbox and test payments are on, so it listens on 127.0.0.1 only.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import { freePort } from "@/lib/db/embedded";
import { api, registerAndGetToken } from "../helpers/api";
import { baseUrl, deployedBaseUrl } from "../helpers/env";

const describeDeployed = deployedBaseUrl ? describe : describe.skip;

describeDeployed("a deployment without a Stripe key", () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await registerAndGetToken("Deployed"));
  });

  it("sells nothing: checkout and the billing portal answer 503, the test-payment doors do not exist", async () => {
    const checkout = await api("/api/stripe/create-checkout-session", {
      base: deployedBaseUrl,
      method: "POST",
      token,
      json: { upgradeType: "audio_message_credits", packKey: "starter", successUrl: "/payment-success", cancelUrl: "/payment-cancel" },
    });
    expect(checkout).toMatchObject({ status: 503, body: { error: "Payments are not configured." } });
    expect((await api("/api/billing/portal", { base: deployedBaseUrl, method: "POST", token })).status).toBe(503);
    expect((await api(`/api/test/complete-payment/${"c".repeat(25)}`, { base: deployedBaseUrl, method: "POST", token })).status).toBe(404);
    for (const page of ["/billing-portal", "/test-payment-success", `/test-checkout/${"c".repeat(25)}`]) {
      expect((await api(page, { base: deployedBaseUrl, headers: { cookie: `__Secure-next-auth.session-token=${token}` } })).status).toBe(404);
    }
    // On this machine's own address the same build runs the local test payments.
    expect((await api("/api/billing/portal", { method: "POST", token })).status).not.toBe(503);
  });

  it("has no mail server, so the newsletter says sign-up is unavailable instead of promising a mail", async () => {
    const refused = await api("/api/newsletter", { base: deployedBaseUrl, method: "POST", json: { email: "nomail@example.test" } });
    expect(refused).toMatchObject({ status: 503, body: { error: "Newsletter sign-up is not available right now. Please try again later." } });
  });

  it("reads the session only from the __Secure- cookie, and tells browsers to keep to https", async () => {
    const profile = (cookie: string, base = deployedBaseUrl) => api("/api/user/profile", { base, headers: { cookie } });
    expect((await profile(`__Secure-next-auth.session-token=${token}`)).status).toBe(200);
    expect((await profile(`next-auth.session-token=${token}`)).status).toBe(401);
    const home = await api("/", { base: deployedBaseUrl });
    expect(home.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");

    expect((await profile(`next-auth.session-token=${token}`, baseUrl)).status).toBe(200);
    expect((await api("/", { base: baseUrl })).headers.get("strict-transport-security")).toBeNull();
  });
});

/** The local addresses sockets listen on at `port` (Linux: /proc/net/tcp and tcp6), e.g. ["127.0.0.1"]. */
function listeningAddresses(port: number): string[] {
  const found: string[] = [];
  for (const [file, v6] of [
    ["/proc/net/tcp", false],
    ["/proc/net/tcp6", true],
  ] as const) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, "utf8").split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue;
      const [hex, portHex] = local.split(":");
      if (parseInt(portHex, 16) !== port) continue;
      if (!v6) found.push(Buffer.from(hex, "hex").reverse().join("."));
      else found.push(/^0+$/.test(hex) ? "::" : hex === "00000000000000000000000001000000" ? "::1" : hex);
    }
  }
  return found;
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe("a production start without APP_URL (npm start)", () => {
  let server: ChildProcess;
  let port: number;
  let output = "";

  beforeAll(async () => {
    port = await freePort();
    const { APP_URL: _unset, NEXTAUTH_URL: _derived, TRUST_PROXY_HOPS: _noProxy, ...inherited } = process.env;
    // scripts/start.ts as `npm start` runs it: services (here the test database), then the app's server.
    server = spawn(process.execPath, [require.resolve("tsx/cli"), "--conditions=react-server", "scripts/start.ts"], {
      env: { ...inherited, PORT: String(port), NODE_ENV: "production", RUN_WORKERS: "false" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm start exited: ${output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > deadline) throw new Error(`npm start did not answer within 240 s: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, 270_000);

  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => server.kill("SIGKILL"), 20_000);
      server.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
      server.kill("SIGTERM");
    });
  }, 30_000);

  it("listens on 127.0.0.1 only, says so naming APP_URL, and keeps the mailbox and test payments to this machine", async () => {
    if (existsSync("/proc/net/tcp")) expect(listeningAddresses(port)).toEqual(["127.0.0.1"]);
    const otherAddresses = Object.values(os.networkInterfaces())
      .flat()
      .filter((entry) => entry && !entry.internal && entry.family === "IPv4")
      .map((entry) => entry!.address);
    for (const address of otherAddresses) expect(await connects(address, port)).toBe(false);
    expect(await connects("127.0.0.1", port)).toBe(true);
    expect(output).toContain(`APP_URL (http://localhost:${port}) is on this machine`);
    expect(output).toContain("127.0.0.1 only");
    // On this machine it is the local setup: the mailbox answers here, and nowhere else.
    expect((await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`)).status).toBe(200);
  });
});
