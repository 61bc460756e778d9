// The one check for a return address (after sign-in, after the access gate, after checkout): a page
// of this site, answered as a normalized path. Browser and server both use it, so it imports nothing.
// Tricks that browsers resolve to another origin are refused: `//host`, `/\host`, `/.//host` (which
// normalizes to `//host`), control characters, other schemes (`javascript:`) and other origins.
const PLACEHOLDER_ORIGIN = "http://site.invalid";

/**
 * `value` as a path on this site (`/path?query#hash`), or null. With `siteOrigin`, an absolute URL of
 * that origin is accepted too; without it, only a value that starts with one `/`.
 */
export function localPath(value: unknown, siteOrigin?: string): string | null {
  if (typeof value !== "string" || !value) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let origin = PLACEHOLDER_ORIGIN;
  if (siteOrigin) {
    try {
      origin = new URL(siteOrigin).origin;
    } catch {
      return null;
    }
  }
  if (!value.startsWith("/") && !(siteOrigin && value.startsWith(`${origin}/`))) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
