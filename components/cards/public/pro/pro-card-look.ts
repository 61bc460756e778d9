// What /audio/{id} shows of a pro card, decided from its JSON (pure, so the server page, the recipient's
// editor and the preview image agree): the look CardView draws, where the title over the cover takes the
// pro card's own cover title colour, and the page's texts (spec 002 "Public pro card").
import type { TCardLook } from "@/lib/cards/look";
import type { TProCardJson } from "@/lib/validation/pro-cards";

/** The heading of a card whose recipient left the title empty, and of the link preview before activation. */
export const PRO_CARD_HEADING = "A pro audio card for you";

export const PRO_PAGE_TEXTS = {
  loading: "Loading pro audio card...",
  notAvailable: "Pro Audio Card Not Available",
  mayBePrivate: "This pro audio card may be private or no longer available.",
  notFound: "Pro Audio Card Not Found",
  activateTitle: "Activate Pro Audio Card",
  activatePrompt: "Enter your activation code to access this pro audio card page",
  otherDevice: "This pro audio card was activated on another device. Only the device that activated it can record and personalize it.",
} as const;

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
