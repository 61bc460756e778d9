// Logging out forgets a guestbook draft kept for after sign-in, then ends the session and returns home.
import { signOut } from "next-auth/react";

export async function logOut(): Promise<void> {
  localStorage.removeItem("pendingGuestbookData");
  await signOut({ callbackUrl: "/" });
}
