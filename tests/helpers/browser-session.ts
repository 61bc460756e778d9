// Signing in as the browser does: next-auth's CSRF token, then its credentials callback, which sets the
// httpOnly session cookie.
import { baseUrl } from "./env";

function cookiesFrom(response: Response): string[] {
  return response.headers.getSetCookie();
}

export async function signInWithCookie(email: string, password: string) {
  const csrfResponse = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrfResponse.json()) as { csrfToken: string };
  const csrfCookie = cookiesFrom(csrfResponse)
    .map((c) => c.split(";")[0])
    .join("; ");
  const response = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesFrom(response).find((c) => c.startsWith("next-auth.session-token="));
  return { response, session, csrfCookie, csrfToken };
}
