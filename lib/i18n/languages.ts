// The languages a guest or a recipient can read Echobook in, and how one is chosen for a request. Pure
// code with no imports, so the app's own server (the micro-cache key), middleware, pages and the browser
// can all use it. A translator adds a language with a catalogue file (messages/<code>.json) and a line here.

export const LANGUAGES = [
  { code: "en", name: "English", dir: "ltr", ogLocale: "en_US" },
  { code: "es", name: "Español", dir: "ltr", ogLocale: "es_ES" },
  { code: "fr", name: "Français", dir: "ltr", ogLocale: "fr_FR" },
  { code: "de", name: "Deutsch", dir: "ltr", ogLocale: "de_DE" },
  { code: "it", name: "Italiano", dir: "ltr", ogLocale: "it_IT" },
  { code: "pt", name: "Português", dir: "ltr", ogLocale: "pt_PT" },
  { code: "nl", name: "Nederlands", dir: "ltr", ogLocale: "nl_NL" },
  { code: "ar", name: "العربية", dir: "rtl", ogLocale: "ar_AR" },
] as const;

export type TLanguage = (typeof LANGUAGES)[number]["code"];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as readonly TLanguage[];

export const DEFAULT_LANGUAGE: TLanguage = "en";

/** A guestbook's language setting: a language to show every guest, or 'auto' (each guest's own). */
export const GUESTBOOK_LANGUAGE_SETTINGS = ["auto", ...LANGUAGE_CODES] as const;
export type TGuestbookLanguageSetting = "auto" | TLanguage;

/** The host's choice in the wizard and edit page, each language named in itself. */
export const GUESTBOOK_LANGUAGE_LABELS: Record<TGuestbookLanguageSetting, string> = {
  auto: "Automatic (each guest's browser language)",
  ...(Object.fromEntries(LANGUAGES.map((language) => [language.code, language.name])) as Record<TLanguage, string>),
};

/** The cookie that remembers a guest's choice from the language menu (`?lang=de`). */
export const LANGUAGE_COOKIE = "echobook-lang";
/** The query parameter of the language menu's links. */
export const LANGUAGE_PARAM = "lang";
/** The request header that carries the language a page renders in (set before Next renders it). */
export const LANGUAGE_HEADER = "x-echobook-language";

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === "string" && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function languageDirection(language: TLanguage): "ltr" | "rtl" {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? "ltr";
}

export function ogLocaleOf(language: TLanguage): string {
  return LANGUAGES.find((entry) => entry.code === language)?.ogLocale ?? "en_US";
}

/**
 * The offered language an `Accept-Language` header prefers most, by its weights (`q`), or null when it
 * names none of them. A region falls back to its language (`pt-BR` → pt); `*` and `q=0` choose nothing.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): TLanguage | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0 && isLanguage(range.base))
    // Stable for equal weights: the header's own order decides.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.length > 0 ? (ranges[0].base as TLanguage) : null;
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export type TLanguageRequest = {
  /** The `?lang=` of the address, if any. */
  queryLanguage?: string | null;
  cookieHeader?: string | null;
  acceptLanguage?: string | null;
};

/**
 * The language a visitor asks for: the language menu's `?lang=`, else the one it remembered in a cookie,
 * else the browser's Accept-Language, else English. A guestbook with a language of its own overrides it
 * (`shownLanguage`).
 */
export function requestedLanguage({ queryLanguage, cookieHeader, acceptLanguage }: TLanguageRequest): TLanguage {
  if (isLanguage(queryLanguage)) return queryLanguage;
  const remembered = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (isLanguage(remembered)) return remembered;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language a page shows: the guestbook's own when the host set one, else the visitor's. */
export function shownLanguage(setting: string | null | undefined, requested: TLanguage): TLanguage {
  return isLanguage(setting) ? setting : requested;
}

/** The Set-Cookie value that remembers a choice from the language menu for a year. */
export function languageCookie(language: TLanguage, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
