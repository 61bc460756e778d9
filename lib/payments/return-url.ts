// Where Checkout sends the buyer back: only a page of this site, so a checkout link can never be used to
// bounce a user to another site. Stored as a path; made absolute only for Stripe, which requires it.
import { badRequest } from "@/lib/http/errors";
import { localPath } from "@/lib/http/safe-path";

export const BAD_RETURN_URL = "Return addresses must be pages of this site.";
/** Stripe replaces this with its session id; the local test mode puts ours in its place. */
export const SESSION_ID_PLACEHOLDER = "{CHECKOUT_SESSION_ID}";

/**
 * A return address as a path of this site. An absolute one must be on one of `origins`: `APP_URL`, and
 * the origin the browser is on (lib/http/same-origin.ts `requestOrigin`), so a site opened under another
 * name (127.0.0.1 for localhost, www. for the bare domain) can still pay.
 */
export function sameOriginPath(value: string, origins: string | readonly string[]): string {
  const marked = value.replaceAll(SESSION_ID_PLACEHOLDER, "__session__");
  for (const origin of typeof origins === "string" ? [origins] : origins) {
    const path = localPath(marked, origin);
    if (path) return path.replaceAll("__session__", SESSION_ID_PLACEHOLDER);
  }
  throw badRequest(BAD_RETURN_URL);
}

/** The success path with the session id in it: in the placeholder if the page put one, else as session_id. */
export function withSessionId(path: string, sessionId: string): string {
  if (path.includes(SESSION_ID_PLACEHOLDER)) return path.replaceAll(SESSION_ID_PLACEHOLDER, sessionId);
  const url = new URL(path, "http://placeholder.invalid");
  url.searchParams.set("session_id", sessionId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The absolute success URL Stripe gets, with its placeholder left literal for Stripe to fill in. */
export function stripeSuccessUrl(path: string, appUrl: string): string {
  const absolute = new URL(path.replaceAll(SESSION_ID_PLACEHOLDER, "__session__"), appUrl);
  if (!path.includes(SESSION_ID_PLACEHOLDER)) absolute.searchParams.set("session_id", "__session__");
  return absolute.toString().replaceAll("__session__", SESSION_ID_PLACEHOLDER);
}
