// GET /api/subscription-audio-messages/{id}/preview-image — a pro card's 1200x630 link-preview picture; before activation, only the default cover and a generic title (?lang= its language)
import { loadPublicProCard } from "@/lib/pro-cards/read-public-pro-card";
import { cardPreviewLook } from "@/lib/cards/card-metadata";
import { cardPictureFallback } from "@/lib/cards/card-picture-language";
import { cardPreviewResponse } from "@/lib/cards/card-preview-response";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/api/route";
import { PRO_CARD_TEXTS } from "@/lib/constants/pro-cards";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const state = await loadPublicProCard((await params).id);
  if (state.kind === "missing") throw notFound(PRO_CARD_TEXTS.notFound);
  // The look of a card nobody activated yet is not the public's (the API answers 404 until then).
  const heading = cardPictureFallback(request, "proHeading");
  if (state.kind === "notActivated") return cardPreviewResponse(request, cardPreviewLook({ title: heading, name: "", subtitle: "", coverImageUrl: null }));
  return cardPreviewResponse(request, cardPreviewLook({ ...state.card, name: "" }, heading));
});
