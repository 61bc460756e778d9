// What /audio/{id} shows of a pro card, decided from its JSON (pure, so the server page, the recipient's
// editor and the preview image agree): the look CardView draws, where the title over the cover takes the
// pro card's own cover title colour (spec 002 "Public pro card"; the page's texts are in the catalogue's `proCard`).
import type { TCardLook } from "@/lib/cards/look";
import type { TProCardJson } from "@/lib/validation/pro-cards";

/** The heading of a card whose recipient left the title empty, and of the link preview before activation. */
export const PRO_CARD_HEADING = "A pro audio card for you";

type TLookSource = TCardLook & Pick<TProCardJson, "coverTitleColor">;

/** The look CardView draws: a pro card colours the title over its cover with coverTitleColor. */
export function proCardViewLook(card: TLookSource): TCardLook {
  return {
    title: card.title,
    subtitle: card.subtitle,
    message: card.message,
    coverImageUrl: card.coverImageUrl,
    coverImagePhotographer: card.coverImagePhotographer,
    coverImageUnsplashUrl: card.coverImageUnsplashUrl,
    buttonColor: card.buttonColor,
    buttonTextColor: card.buttonTextColor,
    titleColor: card.coverTitleColor,
    subtitleColor: card.subtitleColor,
    showOverlay: card.showOverlay,
  };
}
