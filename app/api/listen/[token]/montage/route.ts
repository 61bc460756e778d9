// GET /api/listen/{token}/montage — the stitched montage the listening page shows, authorized by the listening token
import { route } from "@/lib/api/route";
import { serveListeningMontage } from "@/lib/listening/serve-listening-audio";

export const GET = route<{ token: string }>(async (request, { params }) => serveListeningMontage(request, (await params).token));

export const HEAD = GET;
