// Logging out forgets what this browser kept of the account (a guestbook draft kept for after sign-in,
// the dashboard's copy and view state), then ends the session on the server and returns home.
// next-auth's client is loaded on the click: the header of every page of the site imports this, and a
// visitor who never logs out should not download it.
import { forgetDashboard } from "@/lib/client/dashboard/forget-dashboard";

export async function logOut(): Promise<void> {
  localStorage.removeItem("pendingGuestbookData");
  forgetDashboard([localStorage, sessionStorage]);
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl: "/" });
}
