// next-auth's session cookie names (the __Secure- one is used when APP_URL is https).
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

/** Tells the browser to drop the session cookie, under either name. */
export function clearSessionCookies(response: Response): Response {
  for (const name of SESSION_COOKIE_NAMES) {
    const secure = name.startsWith("__Secure-") ? "; Secure" : "";
    response.headers.append("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }
  return response;
}
