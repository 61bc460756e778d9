// The one reading of an `Authorization: Bearer <token>` header (RFC 6750), for every place that asks
// whether a request presents a bearer token and which: the scheme in any case, then spaces or tabs, then
// the token. A request whose Authorization is a bearer one is judged by that token alone, never by the
// cookie it may also carry, so the same-origin check a cookie needs is skipped only when the cookie is
// not what authenticates it.

/** The bearer token (null when the header names the scheme but no token), or undefined when it is not a bearer header. */
export function bearerToken(authorization: string | null | undefined): string | null | undefined {
  const match = /^bearer(?:[ \t]+(.*))?$/i.exec(authorization?.trim() ?? "");
  if (!match) return undefined;
  return match[1]?.trim() || null;
}

export function isBearerRequest(request: { headers: Headers }): boolean {
  return bearerToken(request.headers.get("authorization")) !== undefined;
}
