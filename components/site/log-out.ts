// Logging out forgets what this browser kept of the account (a guestbook draft kept for after sign-in,
// the dashboard's copy and view state), then ends the session on the server and returns home.
// next-auth's client and the dashboard's state code are loaded on the click: the header of every page
// of the site imports this, and a visitor who never logs out should not download them.
export async function logOut(): Promise<void> {
  const [{ signOut }, { forgetDashboard }] = await Promise.all([import("next-auth/react"), import("@/lib/client/dashboard/forget-dashboard")]);
  localStorage.removeItem("pendingGuestbookData");
  forgetDashboard([localStorage, sessionStorage]);
  await signOut({ callbackUrl: "/" });
}
