// The languages the link-preview pictures draw their own words in: every language offered. Their text is
// drawn as outlines (lib/images/text-paths.ts): Inter for Latin letters, Noto Sans Arabic shaped and set
// right to left for Arabic. A language added later whose letters those fonts lack stays out of this list,
// and its pages' pictures keep English words, until the pictures can draw it.
import { isLanguage, type TLanguage } from "@/lib/i18n/languages";

export const DRAWN_LANGUAGES: ReadonlySet<TLanguage> = new Set<TLanguage>(["en", "es", "fr", "de", "it", "pt", "nl", "ar"]);

/** The language a picture is drawn in for a page in `language` (a code or anything asked): English where it cannot draw it. */
export function pictureLanguage(language: unknown): TLanguage {
  return isLanguage(language) && DRAWN_LANGUAGES.has(language) ? language : "en";
}
