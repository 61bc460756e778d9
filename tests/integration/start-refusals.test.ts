// Starts that must not serve: a deployment (production, APP_URL not on this machine) whose ffmpeg is the
// 2018 build npm ships or runs without its box, and `next start` instead of `npm start`. Each is started
// for real and must exit, naming the setting that allows it on purpose; with those settings it serves,
// and /api/health says which ffmpeg runs and whether it is boxed.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { freePort } from "@/lib/db/embedded";
import { api } from "../helpers/api";

const bundledFfmpeg = (createRequire(__filename)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
const DEPLOYED = { APP_URL: "https://echobook.example", NODE_ENV: "production", RUN_WORKERS: "false" };

type TStart = { code: number | null; output: string; healthy: unknown };

/** Runs `command` until it exits, or until its /api/health answers (then it is stopped and the answer kept). */
async function start(args: string[], env: Record<string, string>): Promise<TStart> {
  const port = await freePort();
  const { APP_URL: _a, NEXTAUTH_URL: _n, TRUST_PROXY_HOPS: _t, ECHOBOOK_APP_SERVER: _s, FFMPEG_PATH: _f, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    env: { ...inherited, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 150_000;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.json(),
      () => null,
    );
    if (healthy) {
      process.kill(-child.pid!, "SIGTERM");
      await exited;
      return { code: null, output, healthy };
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (child.exitCode === null) process.kill(-child.pid!, "SIGKILL");
  return { code: await exited, output, healthy: null };
}

const npmStart = [require.resolve("tsx/cli"), "--conditions=react-server", "scripts/start.ts"];

describe("a deployment's ffmpeg", () => {
  it("refuses to start on the 2018 ffmpeg from npm, naming FFMPEG_ALLOW_OLD", async () => {
    const started = await start(npmStart, { ...DEPLOYED, FFMPEG_PATH: bundledFfmpeg });
    expect(started.healthy).toBeNull();
    expect(started.code).not.toBe(0);
    expect(started.output).toContain("Echobook cannot start");
    expect(started.output).toMatch(/older than 5\.1.*FFMPEG_ALLOW_OLD=true/);
  }, 180_000);

  it("refuses to start when ffmpeg cannot be boxed (no bubblewrap on its PATH), naming FFMPEG_SANDBOX=off", async () => {
    const started = await start(npmStart, { ...DEPLOYED, FFMPEG_ALLOW_OLD: "true", PATH: "/nonexistent" });
    expect(started.healthy).toBeNull();
    expect(started.code).not.toBe(0);
    expect(started.output).toMatch(/without a sandbox \(bubblewrap \(bwrap\) is not installed\).*FFMPEG_SANDBOX=off/);
  }, 180_000);

  it("starts with both allowed on purpose, and says so in its start-up line and /api/health", async () => {
    const started = await start(npmStart, { ...DEPLOYED, FFMPEG_PATH: bundledFfmpeg, FFMPEG_ALLOW_OLD: "true", FFMPEG_SANDBOX: "off" });
    expect(started.output).toMatch(/ffmpeg N-\S+ \(.*@ffmpeg-installer.*older than ffmpeg 5\.1\), NOT boxed \(FFMPEG_SANDBOX=off\)/);
    expect(started.healthy).toMatchObject({ ffmpeg: { source: "FFMPEG_PATH", boxed: false, sandbox: null, outdated: true } });
  }, 180_000);
});

describe("next start", () => {
  it("refuses in production: the public pages would get no gate, no CSP and a client's own X-Forwarded-For", async () => {
    const started = await start([require.resolve("next/dist/bin/next"), "start"], { NODE_ENV: "production" });
    expect(started.healthy).toBeNull();
    expect(started.code).toBe(1);
    expect(started.output).toContain("Echobook cannot start under `next start`: run `npm start`");
  }, 180_000);
});

describe("the test instances' ffmpeg", () => {
  it("is named by /api/health, boxed where bubblewrap is installed", async () => {
    const { body } = await api("/api/health");
    expect(body).toMatchObject({ ok: true, ffmpeg: { version: expect.any(String) as string, boxed: expect.any(Boolean) as boolean } });
    if (process.env.CI) expect(body).toMatchObject({ ffmpeg: { boxed: true, sandbox: "bwrap", outdated: false } });
  });
});
