// POST /api/guestbooks/{id}/keepsake — the owner or a co-host asks for the printable keepsake book: 200 with the kept book when nothing it shows has changed, else 202 while a job draws it (429 past 6 new books an hour)
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { readOptionalJson } from "@/lib/http/read-json";
import { withUser } from "@/lib/api/route";
import { toKeepsakeJson } from "@/lib/keepsake/keepsake-json";
import { requestKeepsake } from "@/lib/keepsake/request-keepsake";
import { ZKeepsakeRequest } from "@/lib/validation/listening";

export const POST = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  const body = await readOptionalJson(request, ZKeepsakeRequest);
  const keepsake = toKeepsakeJson(await requestKeepsake({ guestbook, paper: body.size, timeZone: body.tz }));
  return Response.json(
    { keepsake },
    { status: keepsake.status === "building" ? 202 : 200, headers: { Location: keepsake.url, "Cache-Control": "private, no-store" } },
  );
});
