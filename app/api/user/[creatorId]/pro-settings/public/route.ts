// GET /api/user/{creatorId}/pro-settings/public — a creator's logo and button colours, as guests see them
import { getCreatorBranding } from "@/lib/guestbooks/creator-branding";
import { route } from "@/lib/http/route";

const NO_BRANDING = { customLogo: null, customButtonColor: null, customButtonTextColor: null };

export const GET = route<{ creatorId: string }>(async (_request, { params }) => {
  const branding = await getCreatorBranding((await params).creatorId);
  return Response.json(branding ?? NO_BRANDING, { headers: { "Cache-Control": "public, max-age=3600" } });
});
