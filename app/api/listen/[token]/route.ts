// GET /api/listen/{token} — the listening page's guestbook and messages, for anyone holding the link (404 once rotated or revoked)
import { route } from "@/lib/http/route";
import { listeningView } from "@/lib/listening/listening-view";
import { getListeningAccess } from "@/lib/listening/serve-listening-audio";

export const GET = route<{ token: string }>(async (_request, { params }) => {
  const { token } = await params;
  const access = await getListeningAccess(token);
  return Response.json(await listeningView(token, access), { headers: { "Cache-Control": "private, no-store" } });
});
