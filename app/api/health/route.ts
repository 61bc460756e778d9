// GET /api/health — the app answers and its database is reachable (load balancers, tests)
import { db } from "@/lib/db/client";
import { route } from "@/lib/http/route";

export const GET = route(async () => {
  await db.$queryRaw`SELECT 1`;
  return Response.json({ ok: true });
});
