// GET /api/personal-messages/{id}/preview-image — the card's 1200x630 link-preview picture, drawn from its cover and title
import { createHash } from "node:crypto";
import { loadPublicCard } from "@/components/cards/public/read-public-card";
import { cardHeading } from "@/components/cards/public/card-metadata";
import { CARD_DEFAULT_COVER_URL } from "@/lib/cards/look";
import { CARD_PREVIEW_TYPE, renderCardPreview } from "@/lib/images/card-preview";
import { loadCoverImage } from "@/lib/images/load-cover-image";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

// Drawn on request rather than stored: the picture follows the card's look the moment the owner edits
// it, and deleting a card leaves no picture behind. The ETag lets crawlers and caches skip a redraw.
export const GET = route<{ id: string }>(async (request, { params }) => {
  const card = await loadPublicCard((await params).id);
  if (!card) throw notFound("Message not found");
  const title = cardHeading(card);
  const subtitle = card.subtitle.trim();
  const coverUrl = card.coverImageUrl ?? CARD_DEFAULT_COVER_URL;
  const etag = `"${createHash("sha256").update(JSON.stringify([title, subtitle, coverUrl])).digest("base64url").slice(0, 27)}"`;
  const headers = { "Cache-Control": "public, max-age=3600", ETag: etag };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const image = await renderCardPreview({ background: await loadCoverImage(coverUrl), title, subtitle });
  return new Response(new Uint8Array(image), { headers: { ...headers, "Content-Type": CARD_PREVIEW_TYPE, "Content-Length": String(image.length) } });
});
