// GET /api/dashboard-data — the signed-in user's guestbooks, pro guestbooks and pro counters for the dashboard
import { getDashboardData } from "@/lib/dashboard/get-dashboard-data";
import { withUser } from "@/lib/api/route";

export const GET = withUser(async (_request, { user }) =>
  Response.json(await getDashboardData({ user }), { headers: { "Cache-Control": "private, no-store" } }),
);
