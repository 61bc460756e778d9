// A shared message's words in a language: its heading when the sender wrote none, the link preview's
// description, and the preview picture's line (the catalogue's `message` part). The spec's English texts
// are the English catalogue's.
import "server-only";
import { messagePageWords } from "@/lib/i18n/catalogues";
import type { TLanguage } from "@/lib/i18n/languages";
import type { TMessageHeadingWords } from "./public-message";

const TAGLINE = "Be Heard. Be Remembered.";

export type TMessageWords = {
  language: TLanguage;
  heading: TMessageHeadingWords;
  /** The og and meta description: who sent it, the call to listen, and the brand's line. */
  description(name: string | null): string;
  /** The preview picture's line under the heading. */
  pictureLine(name: string | null, headingNamesSender: boolean): string;
  notFound: string;
};

export function messageWords(language: TLanguage): TMessageWords {
  const t = messagePageWords(language);
  return {
    language,
    heading: { from: (name) => t("headingFrom", { name }), forYou: t("headingForYou") },
    description: (name) => `${name ? t("description", { name }) : t("descriptionSomeone")} ${TAGLINE}`,
    pictureLine: (name, headingNamesSender) => (name && !headingNamesSender ? t("pictureFrom", { name }) : t("pictureCall")),
    notFound: t("notFound"),
  };
}
