// The session cookie's name: next-auth's `__Secure-` one when the site is served over https (the browser
// then keeps it to https and refuses it from plain http), the plain one otherwise. Only the name that
// fits the site is read, so a cookie planted over plain http is never taken as a session on https.
import { isHttpsSite } from "@/lib/http/https-site";

const SECURE_NAME = "__Secure-next-auth.session-token";
const PLAIN_NAME = "next-auth.session-token";

export function sessionCookieName(appUrl?: string): string {
  return isHttpsSite(appUrl) ? SECURE_NAME : PLAIN_NAME;
}

/** Gives the browser a session cookie holding `token`, as next-auth would after a sign-in. */
export function sessionCookieHeader(token: string, maxAgeSeconds: number): string {
  const name = sessionCookieName();
  const secure = name === SECURE_NAME ? "; Secure" : "";
  return `${name}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookies(response: Response): Response {
  const name = sessionCookieName();
  const secure = name === SECURE_NAME ? "; Secure" : "";
  response.headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  return response;
}

/** Sets the session cookie to `token`, as next-auth does at sign-in (a running session's token re-issued). */
export function setSessionCookie(response: Response, token: string, maxAgeSeconds: number): Response {
  const name = sessionCookieName();
  const secure = name === SECURE_NAME ? "; Secure" : "";
  response.headers.append("Set-Cookie", `${name}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`);
  return response;
}
