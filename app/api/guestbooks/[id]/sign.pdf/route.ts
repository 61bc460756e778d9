// GET /api/guestbooks/{id}/sign.pdf?size=a6|a5|a4|letter|4x6&layout=flat|tent&shape=&border=&logo=&color=&background=&borderColor=&gradient= — the host's printable table sign (A5 by default; a tent card on A4 or Letter; the code in the QR designer's look)
import { getManagedGuestbook } from "@/lib/guestbooks/access";
import { withUser } from "@/lib/api/route";
import { withMediaSlot } from "@/lib/concurrency/media-slots";
import { makeTableSign, tableSignFileName } from "@/lib/signs/table-sign";
import { qrSettingsFromLook } from "@/lib/qr/qr-look";
import { ZSignQuery } from "@/lib/validation/signs";

export const GET = withUser<{ id: string }>(async (request, { params, user }) => {
  const guestbook = await getManagedGuestbook({ id: (await params).id, userId: user.id });
  const query = ZSignQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  const pdf = await withMediaSlot("request", () => makeTableSign(guestbook, { size: query.size, layout: query.layout, qr: qrSettingsFromLook(query) }));
  const name = tableSignFileName(guestbook, query.size);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.byteLength),
      "Content-Disposition": `inline; filename="sign.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "private, no-store",
    },
  });
});
