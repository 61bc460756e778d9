// Where the browser goes after signing in or up, and where a signed-in visitor of /login or /signup is sent.
import { localPath } from "@/lib/http/safe-path";

export const PENDING_GUESTBOOK_KEY = "pendingGuestbookData";
const RESTORE_GUESTBOOK_PATH = "/create-guestbook?restore=true";
const DEFAULT_PATH = "/dashboard";

/** Only a path on this site (see localPath). */
export function safeCallbackPath(value: string | null | undefined): string | null {
  return localPath(value);
}

export function postAuthDestination(options: { hasPendingGuestbook: boolean; callbackUrl?: string | null }): string {
  if (options.hasPendingGuestbook) return RESTORE_GUESTBOOK_PATH;
  return safeCallbackPath(options.callbackUrl) ?? DEFAULT_PATH;
}

/** A guestbook draft saved by the wizard before it sent the visitor to sign in. */
export function hasPendingGuestbook(): boolean {
  try {
    return window.localStorage.getItem(PENDING_GUESTBOOK_KEY) !== null;
  } catch {
    return false;
  }
}
