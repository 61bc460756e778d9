// POST /api/gate/logout — forget the pre-release gate cookie
import { cookies } from "next/headers";
import { route } from "@/lib/http/route";
import { GATE_COOKIE } from "@/lib/gate/gate-cookie";

export const POST = route(async () => {
  (await cookies()).delete(GATE_COOKIE);
  return Response.json({ ok: true });
});
