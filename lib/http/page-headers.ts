// What every page request carries before Next renders it: a fresh CSP nonce (Next stamps it on its own
// scripts, read from the request's Content-Security-Policy), the policy itself on the answer, and the
// path for the root layout's og:url and the owner pages' return address. middleware.ts sets them for
// every page but the public ones; scripts/server.ts sets them for the public pages (PUBLIC_PAGE_PREFIXES),
// which middleware.ts's matcher leaves out: a guest's view then does not pay for Next's middleware
// round (a web Request and Response built and merged back per request), about a tenth of its render.
import { isHttpsSite } from "@/lib/http/https-site";
import { getEnv } from "@/lib/env";
import { LANGUAGE_HEADER, LANGUAGE_PARAM, isLanguage, languageCookie, requestedLanguage } from "@/lib/i18n/languages";

/**
 * The public pages' paths, which no owner check concerns: kept in step with the matcher in middleware.ts
 * (a literal there, as Next requires; page-headers.test.ts compares them).
 */
export const PUBLIC_PAGE_PREFIXES = ["live-guestbook/", "message/", "personal-message/", "audio/", "listen/", "embed/message/"] as const;

// Case-insensitive, as Next matches the matcher: no spelling of these paths skips both.
const PUBLIC_PAGE = new RegExp(`^/(${PUBLIC_PAGE_PREFIXES.join("|")})`, "i");

/** Whether scripts/server.ts, not middleware.ts, prepares this path's request. */
export function isMiddlewareFreePage(pathname: string): boolean {
  return PUBLIC_PAGE.test(pathname);
}

// The embedded message player exists to be framed by X and other sites; every other page refuses framing.
const FRAMABLE = /^\/embed\//;

export function contentSecurityPolicy(nonce: string, pathname: string): string {
  const env = getEnv();
  const google = env.GOOGLE_CLIENT_ID ? " https://accounts.google.com/gsi/" : "";
  const devEval = env.NODE_ENV === "development" ? " 'unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${devEval}${google}`,
    `style-src 'self' 'unsafe-inline'${google}`,
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${google}`,
    `frame-src 'self'${google}`,
    FRAMABLE.test(pathname) ? "frame-ancestors *" : "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** 16 random bytes in base64 (24 characters: lib/http/page-cache.ts swaps nonces of this length in place). */
function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** What a page's language is read from in the request as it arrived. */
export type TLanguageHeaders = { cookie?: string | null; acceptLanguage?: string | null };

/**
 * The request headers a page render reads (any the client sent are replaced) and the answer's own
 * security headers, for a page at `pathname` (with `search`, the query as asked). The language asked
 * for (lib/i18n/languages.ts) goes to the render in LANGUAGE_HEADER; a `?lang=` from the language menu
 * is remembered in a cookie.
 */
export function pageHeaders(
  pathname: string,
  search: string,
  incoming: TLanguageHeaders = {},
): { request: Record<string, string>; response: Record<string, string> } {
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, pathname);
  const response: Record<string, string> = { "content-security-policy": csp };
  // Browsers then refuse plain http to this site for two years (pages only: the first visit sets it).
  if (isHttpsSite()) response["strict-transport-security"] = "max-age=63072000; includeSubDomains";
  const queryLanguage = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLanguage(queryLanguage)) response["set-cookie"] = languageCookie(queryLanguage, isHttpsSite());
  return {
    request: {
      [LANGUAGE_HEADER]: requestedLanguage({ queryLanguage, cookieHeader: incoming.cookie, acceptLanguage: incoming.acceptLanguage }),
      "x-nonce": nonce,
      // The root layout's og:url for pages without tags of their own.
      "x-pathname": pathname,
      // Where an owner page sends a signed-out visitor back to after signing in (lib/auth/require-page-user.ts).
      "x-return-path": pathname + search,
      "content-security-policy": csp,
    },
    response,
  };
}
