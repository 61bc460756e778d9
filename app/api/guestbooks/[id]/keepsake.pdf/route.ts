// GET /api/guestbooks/{id}/keepsake.pdf?size=a4|letter&tz=Area/City — the owner's printable keepsake book of the listed messages
import { getOwnedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/api/route";
import { keepsakeFileName, makeOwnerKeepsake } from "@/lib/keepsake/owner-keepsake";
import { contentDisposition } from "@/lib/storage/http";
import { ZKeepsakeQuery } from "@/lib/validation/listening";

export const GET = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getOwnedGuestbook({ id: (await params).id, userId: user.id });
  const query = ZKeepsakeQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  const pdf = await makeOwnerKeepsake({ guestbook, paper: query.size, timeZone: query.tz });
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": contentDisposition(keepsakeFileName(guestbook)),
      // no-transform: not compressed on the way, so the length stays and the button can show progress.
      "Cache-Control": "private, no-store, no-transform",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
