// Sessions end when they should (issue: revocable sessions): a logout ends that token, wherever a copy
// of it is; "Log out of all devices" ends every token of the user; neither touches anyone else's. Both
// the API's bearer token and the browser's cookie are checked, and cookie-borne writes stay same-site
// whatever Authorization header comes with them.
import { SignJWT, decodeJwt } from "jose";
import { api, asVisitor, login, registerAndGetToken } from "../helpers/api";
import { signInWithCookie } from "../helpers/browser-session";
import { authSecret, baseUrl, proxiedBaseUrl } from "../helpers/env";
import { waitForMailbox } from "../helpers/mailbox";

const profile = (headers: Record<string, string>) => api("/api/user/profile", { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function loginToken(email: string, password: string): Promise<string> {
  const result = await login(email, password);
  expect(result.status).toBe(200);
  return String(result.body.token);
}

describe("ending sessions", () => {
  it("logs one bearer token out and leaves the user's other sessions alone", async () => {
    const { email, password, token } = await registerAndGetToken("Leaver");
    const other = await loginToken(email, password);
    expect((await profile(bearer(token))).status).toBe(200);

    const out = await api("/api/auth/logout", { method: "POST", token });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect((await profile(bearer(token))).status).toBe(401);
    expect((await profile(bearer(other))).status).toBe(200);
  });

  it("ends a browser session at sign-out, so a copy of its cookie no longer works", async () => {
    const { email, password } = await registerAndGetToken("Cookie");
    const { session, csrfCookie, csrfToken } = await signInWithCookie(email, password);
    const cookie = session!.split(";")[0];
    expect((await profile({ cookie })).status).toBe(200);

    const signOut = await fetch(`${baseUrl}/api/auth/signout`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${csrfCookie}; ${cookie}`, origin: baseUrl },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    expect(signOut.status).toBeLessThan(400);
    expect((await profile({ cookie })).status).toBe(401);
  });

  it("logs out of all devices: every token and cookie of the user ends, another user's does not", async () => {
    const { email, password, token } = await registerAndGetToken("Everywhere");
    const second = await loginToken(email, password);
    const { session } = await signInWithCookie(email, password);
    const cookie = session!.split(";")[0];
    const stranger = await registerAndGetToken("Stranger");

    const ended = await api("/api/user/sessions", { method: "DELETE", token: second });
    expect(ended.status).toBe(200);
    expect(ended.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token=;"))).toBe(true);
    for (const headers of [bearer(token), bearer(second), { cookie }]) expect((await profile(headers)).status).toBe(401);
    expect((await profile(bearer(stranger.token))).status).toBe(200);
    expect((await profile(bearer(await loginToken(email, password)))).status).toBe(200);
  });

  it("keeps cookie-borne writes same-site even when another Authorization header rides along", async () => {
    const { email, password } = await registerAndGetToken("Basic");
    const { session } = await signInWithCookie(email, password);
    const cookie = session!.split(";")[0];
    const crossSite = await api("/api/user/first-name", {
      method: "PUT",
      json: { firstName: "Hacked" },
      headers: { cookie, origin: "https://evil.example", authorization: "Basic dXNlcjpwYXNz" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("marks an answer for a signed-in user as not to be stored", async () => {
    const { token } = await registerAndGetToken("Private");
    expect((await profile(bearer(token))).headers.get("cache-control")).toBe("no-store");
  });
});

// next-auth's own session endpoints read the cookie too: `GET /api/auth/session` (a read, which renews the
// cookie) and `POST /api/auth/session` (an update, with the CSRF token). An ended session must stay ended
// there, and a renewal must never move the token's expiry past the cap counted from sign-in.
const SESSION_COOKIE = "next-auth.session-token=";

async function readSession(cookie: string) {
  const response = await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookies: response.headers.getSetCookie() };
}

async function updateSession(cookie: string) {
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrfCookie = csrfResponse.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const response = await fetch(`${baseUrl}/api/auth/session`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${csrfCookie}; ${cookie}`, origin: baseUrl },
    body: JSON.stringify({ csrfToken, data: { firstName: "Renewed" } }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookies: response.headers.getSetCookie() };
}

/** The session token a Set-Cookie list hands back, or null when it hands none (or clears it). */
function issuedToken(cookies: string[]): string | null {
  const value = cookies
    .find((c) => c.startsWith(SESSION_COOKIE))
    ?.split(";")[0]
    .slice(SESSION_COOKIE.length);
  return value ? value : null;
}

/** The old cookie is refused by the read and the update, which hand back no working cookie either. */
async function expectEnded(cookie: string) {
  for (const answer of [await readSession(cookie), await updateSession(cookie)]) {
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.user).toBeUndefined();
    const reissued = issuedToken(answer.cookies);
    if (reissued) expect((await profile({ cookie: `${SESSION_COOKIE}${reissued}` })).status).toBe(401);
  }
  expect((await profile({ cookie })).status).toBe(401);
  expect((await api("/api/account/export", { headers: { cookie } })).status).toBe(401);
}

async function browserCookie(email: string, password: string): Promise<string> {
  const { session } = await signInWithCookie(email, password);
  return session!.split(";")[0];
}

describe("next-auth's session read and update", () => {
  it("renews a live cookie without moving its expiry, and keeps refusing it after a password change", async () => {
    const { email, password } = await registerAndGetToken("Renewer");
    const cookie = await browserCookie(email, password);
    const exp = decodeJwt(cookie.slice(SESSION_COOKIE.length)).exp;

    const read = await readSession(cookie);
    expect(read.body.user).toMatchObject({ email });
    const updated = await updateSession(cookie);
    expect(updated.body.user).toMatchObject({ email });
    for (const answer of [read, updated]) {
      const token = issuedToken(answer.cookies);
      expect(token).not.toBeNull();
      expect(decodeJwt(token!).exp).toBe(exp);
    }

    const other = await browserCookie(email, password);
    const changed = await api("/api/auth/change-password", {
      method: "POST",
      json: { currentPassword: password, newPassword: "another fine secret" },
      headers: { cookie: other, origin: baseUrl },
    });
    expect(changed.status).toBe(200);
    await expectEnded(cookie);
    // The session that changed the password goes on, with its sign-in time (and so its cap) kept.
    const kept = issuedToken(changed.headers.getSetCookie());
    expect(decodeJwt(kept!).exp).toBe(decodeJwt(other.slice(SESSION_COOKIE.length)).exp);
    expect((await profile({ cookie: `${SESSION_COOKIE}${kept}` })).status).toBe(200);
  });

  it("keeps a cookie refused after log out of all devices", async () => {
    const { email, password, token } = await registerAndGetToken("Allout");
    const cookie = await browserCookie(email, password);
    expect((await api("/api/user/sessions", { method: "DELETE", token })).status).toBe(200);
    await expectEnded(cookie);
  });

  it("keeps a cookie refused after a password reset", async () => {
    const { email, password } = await registerAndGetToken("Resetter");
    const cookie = await browserCookie(email, password);
    const asked = await api("/api/auth/forgot-password", { base: proxiedBaseUrl, method: "POST", json: { email }, headers: asVisitor() });
    expect(asked.status).toBe(202);
    const mail = await waitForMailbox(email, /Reset your Echobook password/);
    const link = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const reset = await api("/api/auth/reset-password", {
      base: proxiedBaseUrl,
      method: "POST",
      json: { token: link![1], password: "a reset new secret" },
      headers: asVisitor(),
    });
    expect(reset.status).toBe(200);
    await expectEnded(cookie);
  });

  it("refuses a session past its cap from sign-in, however fresh its token", async () => {
    const { token } = await registerAndGetToken("Capped");
    const { iat: _iat, exp: _exp, authTime: _authTime, ...claims } = decodeJwt(token);
    const key = new TextEncoder().encode(authSecret);
    const now = Math.floor(Date.now() / 1000);
    const signedInDaysAgo = (days: number) =>
      new SignJWT({ ...claims, authTime: now - days * 86_400 })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key);
    const recent = await signedInDaysAgo(29);
    const stale = await signedInDaysAgo(31);
    expect((await profile(bearer(recent))).status).toBe(200);
    expect((await readSession(`${SESSION_COOKIE}${recent}`)).body.user).toBeDefined();
    expect((await profile(bearer(stale))).status).toBe(401);
    await expectEnded(`${SESSION_COOKIE}${stale}`);
  });

  it("answers malformed bodies to next-auth's routes with a 4xx, never a 500", async () => {
    const paths = ["session", "csrf", "providers", "signin", "signout", "callback/credentials", "callback/google-id-token", "error", "_log", "nonsense"];
    const bodies: [string, string][] = [
      ["application/json", "{not json"],
      ["application/json", "[1,2,3]"],
      ["application/json", "null"],
      ["application/json", '"a string"'],
      ["application/json", JSON.stringify({ csrfToken: 5, data: [1], email: {}, password: null, json: "true" })],
      ["application/x-www-form-urlencoded", "%E0%A4%A=broken&csrfToken"],
      ["text/plain", "hello"],
    ];
    const failures: string[] = [];
    for (const path of paths) {
      for (const [type, body] of bodies) {
        const response = await fetch(`${baseUrl}/api/auth/${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": type, origin: baseUrl },
          body,
        });
        const text = await response.text();
        if (response.status >= 500 || /\bat [\w.<>]+ \(|node_modules/.test(text)) failures.push(`${path} ${type} ${body.slice(0, 20)}: ${response.status}`);
      }
      const big = await fetch(`${baseUrl}/api/auth/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: `{"x":"${"y".repeat(200_000)}"}`,
      });
      if (big.status !== 413) failures.push(`${path} 200 KB: ${big.status}`);
    }
    expect(failures).toEqual([]);
    const broken = await fetch(`${baseUrl}/api/auth/session`, { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: "INVALID_JSON" });
  });
});
