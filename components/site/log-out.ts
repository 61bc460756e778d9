// Logging out forgets what this browser kept of the account (a guestbook draft kept for after sign-in,
// the dashboard's copy and view state), then ends the session on the server and returns home.
import { signOut } from "next-auth/react";
import { forgetDashboard } from "@/lib/client/dashboard/forget-dashboard";

export async function logOut(): Promise<void> {
  localStorage.removeItem("pendingGuestbookData");
  forgetDashboard([localStorage, sessionStorage]);
  await signOut({ callbackUrl: "/" });
}
