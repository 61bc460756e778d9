import { api } from "../helpers/api";
import { baseUrl, gateCode, gatedBaseUrl } from "../helpers/env";

describe("pre-release gate", () => {
  it("is off when no access code is configured", async () => {
    expect((await api("/")).status).toBe(200);
    expect((await api("/api/gate", { method: "POST", json: { code: "anything" } })).status).toBe(404);
    expect(baseUrl).not.toBe(gatedBaseUrl);
  });

  it("sends pages to the gate, refuses a wrong code and lets the right one in with an httpOnly cookie", async () => {
    const page = await api("/dashboard?tab=settings", { base: gatedBaseUrl });
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toContain("/gate?next=%2Fdashboard%3Ftab%3Dsettings");
    expect((await api("/gate", { base: gatedBaseUrl })).status).toBe(200);

    const wrong = await api("/api/gate", { base: gatedBaseUrl, method: "POST", json: { code: "wrong" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("Incorrect password");

    const right = await api("/api/gate", { base: gatedBaseUrl, method: "POST", json: { code: gateCode } });
    expect(right.status).toBe(200);
    const setCookie = right.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    const cookie = setCookie.split(";")[0];
    expect((await api("/", { base: gatedBaseUrl, headers: { cookie } })).status).toBe(200);
    expect((await api("/", { base: gatedBaseUrl, headers: { cookie: `${cookie.split("=")[0]}=forged` } })).status).toBe(307);
  });

  it("gates the API too, except the health check, signing in and the webhook", async () => {
    expect((await api("/api/health", { base: gatedBaseUrl })).status).toBe(200);
    expect((await api("/api/auth/csrf", { base: gatedBaseUrl })).status).toBe(200);
    expect((await api("/api/stripe/webhook", { base: gatedBaseUrl, method: "POST", raw: "{}" })).status).not.toBe(401);
    for (const path of ["/api/guestbooks/anything/public", "/api/stock-photos?query=wedding", "/api/messages/abc"]) {
      expect(await api(path, { base: gatedBaseUrl })).toMatchObject({
        status: 401,
        body: { code: "GATE_CLOSED", error: "Please enter the access code first." },
      });
    }
    const right = await api("/api/gate", { base: gatedBaseUrl, method: "POST", json: { code: gateCode } });
    const cookie = right.headers.getSetCookie()[0].split(";")[0];
    expect((await api("/api/stock-photos?query=wedding", { base: gatedBaseUrl, headers: { cookie } })).status).toBe(200);
  });

  it("gates a prefetch of a page like the page itself", async () => {
    const prefetch = await api("/dashboard", { base: gatedBaseUrl, headers: { "next-router-prefetch": "1", rsc: "1" } });
    expect(prefetch.status).toBe(307);
    expect(prefetch.headers.get("location")).toContain("/gate?next=");
  });

  // The public pages skip middleware.ts: scripts/server.ts holds them to the gate instead (issue 40).
  it("gates the public pages, which the server prepares instead of the middleware, like every other page", async () => {
    for (const path of [
      "/live-guestbook/abc?x=1",
      "/message/abc",
      "/personal-message/abc",
      "/audio/abc",
      "/listen/abc",
      "/embed/message/abc",
      "/LIVE-GUESTBOOK/abc",
    ]) {
      const page = await api(path, { base: gatedBaseUrl });
      expect(page.status).toBe(307);
      expect(page.headers.get("location")).toBe(`/gate?next=${encodeURIComponent(path)}`);
    }
    const right = await api("/api/gate", { base: gatedBaseUrl, method: "POST", json: { code: gateCode } });
    const cookie = right.headers.getSetCookie()[0].split(";")[0];
    const page = await api("/message/abc", { base: gatedBaseUrl, headers: { cookie } });
    expect(page.status).toBe(404);
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  });

  it("sends look-alikes of the paths it leaves alone (/apiX, /robots.txtX, /favicon.icoX) through it, with its CSP", async () => {
    for (const path of ["/apiX", "/robots.txtX", "/favicon.icoX", "/api"]) {
      const gated = await api(path, { base: gatedBaseUrl });
      expect({ path, status: gated.status, location: gated.headers.get("location") }).toEqual({
        path,
        status: 307,
        location: expect.stringContaining(`/gate?next=${encodeURIComponent(path)}`),
      });
      const open = await api(path);
      expect({ path, status: open.status }).toEqual({ path, status: 404 });
      expect(open.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    }
    // The real ones are still left alone.
    expect((await api("/robots.txt", { base: gatedBaseUrl })).status).toBe(200);
    expect((await api("/api/health", { base: gatedBaseUrl })).status).toBe(200);
  });
});
