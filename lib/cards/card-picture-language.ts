// The words a card's preview picture draws when the card has no title: the page's heading in the language
// its address names (`?lang=es`, put there by the page's og:image: lib/cards/card-metadata.ts), English
// where the picture cannot draw that language or none is named.
import "server-only";
import { cardHeadings } from "@/lib/i18n/catalogues";
import { LANGUAGE_PARAM } from "@/lib/i18n/languages";
import { pictureLanguage } from "@/lib/images/drawn-languages";

export function cardPictureFallback(request: Request, kind: "heading" | "proHeading"): string {
  return cardHeadings(pictureLanguage(new URL(request.url).searchParams.get(LANGUAGE_PARAM)))[kind];
}
