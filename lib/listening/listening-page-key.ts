// What a /listen/{token} render reads its page by: the token and the `?from=` message (a keepsake book's
// code). The page (from its params) and the request's language (from the address the render was handed,
// i18n/request.ts) derive the same key, so the page's one memoised read serves both.

const LISTENING_PAGE = /^\/listen\/([^/]+)$/;

/** `?from=` as the page reads it: one value, else none (a repeated `from` is ignored). */
export function fromParam(from: string | string[] | undefined | null): string | undefined {
  return typeof from === "string" ? from : undefined;
}

/** The listening page a path with its query (`/listen/abc?from=x`) asks for, or null for any other page. */
export function listeningPageKey(returnPath: string): { token: string; from: string | undefined } | null {
  const url = new URL(returnPath, "http://page.invalid");
  const token = LISTENING_PAGE.exec(url.pathname)?.[1];
  if (!token) return null;
  const from = url.searchParams.getAll("from");
  return { token, from: from.length === 1 ? from[0] : undefined };
}
