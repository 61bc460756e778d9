// GET /api/user/{creatorId}/pro-settings/public — a creator's custom logo, as guests and listeners see it
import { route } from "@/lib/api/route";
import { getPublicProSettings } from "@/lib/pro-settings/public-pro-settings";

export const GET = route<{ creatorId: string }>(async (_request, { params }) => {
  const settings = await getPublicProSettings((await params).creatorId);
  // The spec's clients keep it an hour; shared caches may too: it is the same for everyone.
  return Response.json(settings, { headers: { "Cache-Control": "public, max-age=3600" } });
});
