// The one way to send a visitor to sign in (or up) and bring them back: `/login?callbackUrl=...`.
// Only a path on this site is carried (localPath); anything else leaves the bare page, and the return
// path is checked again where it is used (`safeCallbackPath`).
import { localPath } from "@/lib/http/safe-path";

export type TAuthPage = "/login" | "/signup";

export function loginUrl(returnPath?: string | null, page: TAuthPage = "/login"): string {
  const safe = localPath(returnPath);
  return safe ? `${page}?callbackUrl=${encodeURIComponent(safe)}` : page;
}
