// The error screen's words for `app/global-error.tsx`, which replaces the root layout and so gets no
// catalogue from the server: which language the visitor reads, and that language's words from its own
// catalogue. The screen loads this module, and each catalogue, only when it is shown (each is a chunk of its
// own), so no page carries them beforehand; its first paint is English (error-screen-english.ts).
import { ENGLISH_ERROR_SCREEN, type TErrorScreenWords } from "./error-screen-english";
import { isLanguage, languageDirection, languageFromAcceptLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type TLanguage } from "./languages";

export { languageDirection };

type TCatalogueModule = { default: { shared?: { errorScreen?: Partial<Record<keyof TErrorScreenWords, unknown>> } } };

const LOADERS: Record<Exclude<TLanguage, "en">, () => Promise<TCatalogueModule>> = {
  es: () => import("@/messages/es.json"),
  fr: () => import("@/messages/fr.json"),
  de: () => import("@/messages/de.json"),
  it: () => import("@/messages/it.json"),
  pt: () => import("@/messages/pt.json"),
  nl: () => import("@/messages/nl.json"),
  ar: () => import("@/messages/ar.json"),
};

/** The language the visitor chose (the menu's `?lang=`, then its cookie), else their browser's, else English. */
export function errorScreenLanguage(visitor: { search: string; cookie: string; languages: readonly string[] }): TLanguage {
  const fromLink = new URLSearchParams(visitor.search).get(LANGUAGE_PARAM);
  if (isLanguage(fromLink)) return fromLink;
  const fromCookie = visitor.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  return languageFromAcceptLanguage(visitor.languages.join(",")) ?? "en";
}

/** That language's words, or null when its catalogue cannot be loaded (the English screen stays). */
export async function loadErrorScreenWords(language: TLanguage): Promise<TErrorScreenWords | null> {
  if (language === "en") return ENGLISH_ERROR_SCREEN;
  try {
    const words = (await LOADERS[language]()).default.shared?.errorScreen;
    if (!words) return null;
    const keys = Object.keys(ENGLISH_ERROR_SCREEN) as (keyof TErrorScreenWords)[];
    return keys.every((key) => typeof words[key] === "string") ? (words as TErrorScreenWords) : null;
  } catch {
    return null;
  }
}
