// Logging out forgets what this browser kept of the account (a guestbook draft kept for after sign-in,
// the dashboard's copy and view state: the person asked to leave, whatever the server answers), then ends
// the session on the server (the cookie is cleared only once the session is recorded as ended; otherwise
// this throws with the server's words, the browser stays signed in and the caller shows why), and returns
// home through next-auth's sign-out (other tabs told). next-auth's client is loaded on the click: the header of every page of the site imports
// this, and a visitor who never logs out should not download it.
import { endThisSession } from "@/lib/client/account";
import { messageOf } from "@/lib/client/api";
import { forgetDashboard } from "@/lib/client/dashboard/forget-dashboard";
import { LOGOUT_FAILED } from "@/lib/validation/auth";

export async function logOut(): Promise<void> {
  localStorage.removeItem("pendingGuestbookData");
  forgetDashboard([localStorage, sessionStorage]);
  await endThisSession();
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl: "/" });
}

/** A menu's Log out: null when it went, else the sentence to show beside the button. */
export async function logOutOrSayWhy(): Promise<string | null> {
  try {
    await logOut();
    return null;
  } catch (error) {
    return messageOf(error, LOGOUT_FAILED);
  }
}
