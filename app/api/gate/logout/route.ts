// POST /api/gate/logout — forget the pre-release gate cookie (from our own pages only)
import { cookies } from "next/headers";
import { route } from "@/lib/api/route";
import { assertSameOriginWrite } from "@/lib/http/same-origin";
import { GATE_COOKIE } from "@/lib/gate/gate-cookie";

export const POST = route(async (request) => {
  // It rides on a cookie like a session does, so another site may not send it.
  assertSameOriginWrite(request);
  (await cookies()).delete(GATE_COOKIE);
  return Response.json({ ok: true });
});
