// The answer of a card's preview-image route (standard and pro cards): the 1200x630 link-preview picture
// drawn from the cover, title and subtitle. Drawn on request rather than stored: the picture follows the
// card's look the moment it is edited, and deleting a card leaves no picture behind. The ETag lets
// crawlers and caches skip a redraw.
import "server-only";
import { cardPreviewVersion, type TCardPreviewLook } from "./card-metadata";
import { CARD_PREVIEW_TYPE, renderCardPreview } from "@/lib/images/card-preview";
import { loadCoverImage } from "@/lib/images/load-cover-image";
import { PUBLIC_DELETABLE_CACHE } from "@/lib/http/cache-policy";

export async function cardPreviewResponse(request: Request, card: TCardPreviewLook): Promise<Response> {
  const { title, subtitle, coverUrl } = card;
  const etag = `"${cardPreviewVersion(card)}"`;
  const headers = { "Cache-Control": PUBLIC_DELETABLE_CACHE, ETag: etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const image = await renderCardPreview({ background: await loadCoverImage(coverUrl), title, subtitle });
  return new Response(new Uint8Array(image), { headers: { ...headers, "Content-Type": CARD_PREVIEW_TYPE, "Content-Length": String(image.length) } });
}
