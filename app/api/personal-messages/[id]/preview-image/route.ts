// GET /api/personal-messages/{id}/preview-image — the card's 1200x630 link-preview picture, drawn from its cover and title (?v= names the version the page announced; the current picture is answered; ?lang= the language of its heading when the card has no title)
import { loadPublicCard } from "@/lib/cards/read-public-card";
import { cardPreviewLook } from "@/lib/cards/card-metadata";
import { cardPreviewResponse } from "@/lib/cards/card-preview-response";
import { cardPictureFallback } from "@/lib/cards/card-picture-language";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const card = await loadPublicCard((await params).id);
  if (!card) throw notFound("Message not found");
  return cardPreviewResponse(request, cardPreviewLook(card, cardPictureFallback(request, "heading")));
});
