// The catalogues themselves, for server code outside a page render (a link preview's picture, the
// keepsake book). Pages use next-intl (i18n/request.ts).
import "server-only";
// use-intl/core, not next-intl: next-intl's root also loads its React provider, which needs React's client
// API, absent under the react-server condition the standalone worker process runs with.
import { createTranslator } from "use-intl/core";
import ar from "@/messages/ar.json";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import nl from "@/messages/nl.json";
import pt from "@/messages/pt.json";
import type { TLanguage } from "./languages";

const CATALOGUES: Record<TLanguage, typeof en> = { en, es, fr, de, it, pt, nl, ar };

/** The keepsake book's own words in a language (next-intl's formatter: ICU plurals and arguments). */
export function keepsakeWords(language: TLanguage) {
  return createTranslator({ locale: language, messages: CATALOGUES[language], namespace: "keepsake" });
}

/** The link preview's call to record ("Tap to leave a voice message") in a language. */
export function previewCall(language: TLanguage): string {
  return CATALOGUES[language].meta.tapToLeave;
}

/** The table sign's one instruction ("Scan to leave us a voice message") in a language. */
export function signCall(language: TLanguage): string {
  return CATALOGUES[language].meta.scanToLeave;
}

/** The message page's words (`message`): headings the sender did not write, the link preview's texts. */
export function messagePageWords(language: TLanguage) {
  return createTranslator({ locale: language, messages: CATALOGUES[language], namespace: "message" });
}

/** A card's headings when it has no title of its own (`card.heading`, `card.proHeading`), for its preview picture. */
export function cardHeadings(language: TLanguage): { heading: string; proHeading: string } {
  const card = CATALOGUES[language].card;
  return { heading: card.heading, proHeading: card.proHeading };
}
