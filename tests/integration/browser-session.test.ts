// The browser's session: next-auth's credentials sign-in sets an httpOnly cookie that every /api route
// accepts in place of a bearer token, and signing out clears it.
import { api, registerAndGetToken } from "../helpers/api";
import { baseUrl } from "../helpers/env";

function cookiesFrom(response: Response): string[] {
  return response.headers.getSetCookie();
}

async function signInWithCookie(email: string, password: string) {
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrfCookie = cookiesFrom(csrfResponse).map((c) => c.split(";")[0]).join("; ");
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesFrom(response).find((c) => c.startsWith("next-auth.session-token="));
  return { response, session, csrfCookie };
}

describe("browser session cookie", () => {
  it("is set httpOnly by a credentials sign-in and accepted by /api routes", async () => {
    const { email, password } = await registerAndGetToken("Coo");
    const { session } = await signInWithCookie(email, password);
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    const cookie = session!.split(";")[0];
    const profile = await api("/api/user/profile", { headers: { cookie } });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(email);
  });

  it("does not let another site use the cookie to change the account", async () => {
    const { email, password } = await registerAndGetToken("Csrf");
    const { session } = await signInWithCookie(email, password);
    const cookie = session!.split(";")[0];
    const crossSite = await api("/api/user/first-name", { method: "PUT", json: { firstName: "Hacked" }, headers: { cookie, origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    const sameSite = await api("/api/user/first-name", { method: "PUT", json: { firstName: "Mine" }, headers: { cookie, origin: baseUrl } });
    expect(sameSite.status).toBe(200);
  });

  it("is not set for a wrong password, and the error says why", async () => {
    const { email } = await registerAndGetToken();
    const { response, session } = await signInWithCookie(email, "wrong password!");
    expect(session).toBeUndefined();
    // next-auth answers a JSON { url } (json=true) or a redirect, with the error text in its query.
    const target = response.headers.get("location") ?? String(((await response.json()) as { url?: string }).url ?? "");
    expect(new URL(target, baseUrl).searchParams.get("error")).toBe("Invalid email or password.");
  });

  it("sends a signed-out visitor of a protected page to /login and back", async () => {
    const page = await api("/dashboard?tab=settings");
    expect(page.status).toBe(307);
    expect(page.headers.get("location")).toContain("/login?callbackUrl=%2Fdashboard%3Ftab%3Dsettings");
    const { email, password } = await registerAndGetToken();
    const { session } = await signInWithCookie(email, password);
    const signedIn = await api("/dashboard?tab=settings", { headers: { cookie: session!.split(";")[0] } });
    expect(signedIn.status).toBe(200);
  });
});
