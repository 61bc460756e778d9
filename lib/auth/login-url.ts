// The one way to send a signed-out visitor to sign in and bring them back: `/login?callbackUrl=...`.
// The return path is checked again where it is used (`safeCallbackPath`), so only our own paths count.
export function loginUrl(returnPath: string): string {
  return `/login?callbackUrl=${encodeURIComponent(returnPath)}`;
}
