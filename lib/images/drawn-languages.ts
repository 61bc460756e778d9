// The languages the link-preview pictures can draw their own words in. Their text is drawn from Inter's
// outlines, which hold no Arabic letters (nor does the drawing shape right-to-left text): an Arabic page's
// picture keeps English words (the people's own texts, a title or a name, are drawn as they are).
import type { TLanguage } from "@/lib/i18n/languages";

export const DRAWN_LANGUAGES: ReadonlySet<TLanguage> = new Set<TLanguage>(["en", "es", "fr", "de", "it", "pt", "nl"]);
