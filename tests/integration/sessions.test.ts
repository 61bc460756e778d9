// Sessions end when they should (issue: revocable sessions): a logout ends that token, wherever a copy
// of it is; "Log out of all devices" ends every token of the user; neither touches anyone else's. Both
// the API's bearer token and the browser's cookie are checked, and cookie-borne writes stay same-site
// whatever Authorization header comes with them.
import { api, registerAndGetToken } from "../helpers/api";
import { signInWithCookie } from "../helpers/browser-session";
import { baseUrl } from "../helpers/env";

const profile = (headers: Record<string, string>) => api("/api/user/profile", { headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function login(email: string, password: string): Promise<string> {
  const result = await api("/api/auth/login", { method: "POST", json: { email, password } });
  expect(result.status).toBe(200);
  return String(result.body.token);
}

describe("ending sessions", () => {
  it("logs one bearer token out and leaves the user's other sessions alone", async () => {
    const { email, password, token } = await registerAndGetToken("Leaver");
    const other = await login(email, password);
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
    const second = await login(email, password);
    const { session } = await signInWithCookie(email, password);
    const cookie = session!.split(";")[0];
    const stranger = await registerAndGetToken("Stranger");

    const ended = await api("/api/user/sessions", { method: "DELETE", token: second });
    expect(ended.status).toBe(200);
    expect(ended.headers.getSetCookie().some((c) => c.startsWith("next-auth.session-token=;"))).toBe(true);
    for (const headers of [bearer(token), bearer(second), { cookie }]) expect((await profile(headers)).status).toBe(401);
    expect((await profile(bearer(stranger.token))).status).toBe(200);
    expect((await profile(bearer(await login(email, password)))).status).toBe(200);
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
