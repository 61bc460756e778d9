// GET /api/subscription-audio-messages/activation-sheet?paper=a4|letter&ids=a,b — a printable PDF of the caller's chosen pro cards with their QR codes and activation codes
import { withUser } from "@/lib/api/route";
import { ACTIVATION_SHEET_FILE_NAME, makeOwnerActivationSheet } from "@/lib/pro-cards/owner-activation-sheet";
import { contentDisposition } from "@/lib/storage/http";
import { ZProCardSheetQuery } from "@/lib/validation/pro-cards";

export const GET = withUser(async (request, { user }) => {
  const query = ZProCardSheetQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  const pdf = await makeOwnerActivationSheet({ userId: user.id, ...query });
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(ACTIVATION_SHEET_FILE_NAME),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
