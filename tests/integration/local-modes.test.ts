// The local modes (mailbox, test payments) answer only a request made on this machine: over loopback, to
// a loopback Host, through no proxy (lib/http/local-request.ts, judged by scripts/server.ts). The main
// test instance is such a setup: APP_URL http://127.0.0.1:<port>, no Stripe key, mail to the outbox.
import http from "node:http";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { baseUrl } from "@/tests/helpers/env";
import { sessionIdFrom } from "@/tests/helpers/payments";

/** A request whose every header, Host included, is ours to write (fetch sets Host itself). */
function rawRequest(path: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<number> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: opts.method ?? "GET", headers: { "content-length": "0", ...opts.headers } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    request.end();
  });
}

const FORWARDED: Record<string, string>[] = [
  { "x-forwarded-for": "203.0.113.7" },
  { "x-forwarded-host": "echobook.example" },
  { forwarded: "for=203.0.113.7;proto=https" },
  { "x-real-ip": "203.0.113.7" },
  { via: "1.1 tunnel" },
  { host: "echobook.example" },
  { host: "192.168.1.5:3000" },
];

describe("local modes, asked for from this machine only", () => {
  it("keeps the mailbox (API and page) from a forwarded request or another host's name, and shows it to a plain loopback one", async () => {
    for (const headers of FORWARDED) {
      expect({ headers, status: await rawRequest("/api/dev/mailbox", { headers }) }).toEqual({ headers, status: 404 });
      expect({ headers, status: await rawRequest("/dev/mailbox", { headers }) }).toEqual({ headers, status: 404 });
    }
    // A header claiming the server's own mark is the client's writing, and dropped.
    expect(await rawRequest("/api/dev/mailbox", { headers: { "x-echobook-local-request": "1", "x-forwarded-for": "203.0.113.7" } })).toBe(404);
    expect(await rawRequest("/api/dev/mailbox")).toBe(200);
    expect(await rawRequest("/dev/mailbox")).toBe(200);
    expect(await rawRequest("/api/dev/mailbox", { headers: { host: `localhost:${new URL(baseUrl).port}` } })).toBe(200);
  });

  it("keeps the test payments from a forwarded request: an open checkout stays unpaid, and is paid from this machine", async () => {
    const { token } = await registerAndGetToken("Local");
    const created = await api("/api/stripe/create-checkout-session", {
      method: "POST",
      token,
      json: { mode: "payment", upgradeType: "audio_message_credits", packKey: "starter", successUrl: "/personal-message", cancelUrl: "/personal-message" },
    });
    expect(created.status).toBe(200);
    const sessionId = sessionIdFrom(created.body.url);
    const authorization = `Bearer ${token}`;
    for (const headers of FORWARDED) {
      for (const path of [`/api/test/complete-payment/${sessionId}`, `/api/test/cancel-payment/${sessionId}`, "/api/test/subscriptions/x/renew"]) {
        const status = await rawRequest(path, { method: "POST", headers: { ...headers, authorization } });
        expect({ path, headers, status }).toEqual({ path, headers, status: 404 });
      }
      for (const path of [`/test-checkout/${sessionId}`, `/test-payment-success?session_id=${sessionId}`, "/billing-portal"]) {
        const status = await rawRequest(path, { headers: { ...headers, cookie: `next-auth.session-token=${token}` } });
        expect({ path, headers, status }).toEqual({ path, headers, status: 404 });
      }
    }
    expect((await api(`/api/stripe/session/${sessionId}`, { token })).body.status).toBe("open");
    expect(await rawRequest(`/api/test/complete-payment/${sessionId}`, { method: "POST", headers: { authorization } })).toBe(200);
    expect(await rawRequest(`/api/test/complete-payment/x`, { method: "POST", headers: { authorization, "x-forwarded-for": "203.0.113.7" } })).toBe(404);
  });
});
