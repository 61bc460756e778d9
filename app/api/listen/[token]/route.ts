// GET /api/listen/{token} — the listening page's guestbook and messages, for anyone holding the link (404 once rotated or revoked)
import { route } from "@/lib/api/route";
import { listeningView } from "@/lib/listening/listening-view";
import { getListeningPage } from "@/lib/listening/serve-listening-audio";

export const GET = route<{ token: string }>(async (_request, { params }) => {
  const { token } = await params;
  return Response.json(listeningView(token, await getListeningPage(token)), { headers: { "Cache-Control": "private, no-store" } });
});
