// GET /api/subscription-audio-messages/{id}/preview-image — a pro card's 1200x630 link-preview picture; before activation, only the default cover and a generic title
import { loadPublicProCard } from "@/components/cards/public/read-public-pro-card";
import { cardHeading } from "@/components/cards/public/card-metadata";
import { PRO_CARD_HEADING } from "@/components/cards/public/pro/pro-card-look";
import { CARD_DEFAULT_COVER_URL } from "@/lib/cards/look";
import { cardPreviewResponse } from "@/lib/images/card-preview-response";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { PRO_CARD_TEXTS } from "@/lib/pro-cards/defaults";

export const GET = route<{ id: string }>(async (request, { params }) => {
  const state = await loadPublicProCard((await params).id);
  if (state.kind === "missing") throw notFound(PRO_CARD_TEXTS.notFound);
  // The look of a card nobody activated yet is not the public's (the API answers 404 until then).
  if (state.kind === "notActivated") return cardPreviewResponse(request, { title: PRO_CARD_HEADING, subtitle: "", coverUrl: CARD_DEFAULT_COVER_URL });
  const { card } = state;
  return cardPreviewResponse(request, { title: cardHeading({ title: card.title, name: "" }, PRO_CARD_HEADING), subtitle: card.subtitle.trim(), coverUrl: card.coverImageUrl ?? CARD_DEFAULT_COVER_URL });
});
