// A pro card link that names no card (never made, mistyped, or deleted by its seller): the spec's title.
import { PRO_PAGE_TEXTS } from "@/components/cards/public/pro/pro-card-look";
import { PublicCardMissing } from "@/components/cards/public/PublicCardPage";
import { PRO_CARD_TEXTS } from "@/lib/constants/pro-cards";

export default function ProCardNotFound() {
  return (
    <PublicCardMissing title={PRO_PAGE_TEXTS.notFound} alert={PRO_CARD_TEXTS.notFound}>
      <p>{PRO_PAGE_TEXTS.mayBePrivate} Check the link or the QR code you were given.</p>
    </PublicCardMissing>
  );
}
