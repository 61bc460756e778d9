// GET /api/listen/{token}?cursor=|from= — one page (50) of the listening page's messages with the guestbook, the montage, the total and the next page's cursor, for anyone holding the link (404 once rotated or revoked)
import { route } from "@/lib/api/route";
import { listeningView } from "@/lib/listening/listening-view";
import { getListeningPage } from "@/lib/listening/serve-listening-audio";
import { ZListeningPageQuery } from "@/lib/validation/listening";

export const GET = route<{ token: string }>(async (request, { params }) => {
  const { token } = await params;
  const query = ZListeningPageQuery.parse(Object.fromEntries(request.nextUrl.searchParams));
  return Response.json(listeningView(token, await getListeningPage(token, query)), { headers: { "Cache-Control": "private, no-store" } });
});
