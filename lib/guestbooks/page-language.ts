// The language a page renders in (i18n/request.ts asks for every request): the language the visitor asks
// for (lib/i18n/languages.ts, read before the render into LANGUAGE_HEADER), unless the page is a
// guestbook whose host set a language for every guest.
import "server-only";
import { cache } from "react";
import { LANGUAGE_HEADER, isLanguage, requestedLanguage, shownLanguage, type TLanguage } from "@/lib/i18n/languages";
import { getPublicGuestbook } from "./public-guestbook";

/** The guest page's guestbook, read once a request (the page, its tags and its language share it). */
export const loadPublicGuestbook = cache((id: string) => getPublicGuestbook(id));

const GUESTBOOK_PAGE = /^\/(?:live-)?guestbook\/([^/]+)$/;

type THeaderReader = { get(name: string): string | null };

export async function pageLanguage(headers: THeaderReader): Promise<TLanguage> {
  const named = headers.get(LANGUAGE_HEADER);
  const requested = isLanguage(named) ? named : requestedLanguage({ cookieHeader: headers.get("cookie"), acceptLanguage: headers.get("accept-language") });
  const guestbookId = GUESTBOOK_PAGE.exec(headers.get("x-pathname") ?? "")?.[1];
  if (!guestbookId) return requested;
  const guestbook = await loadPublicGuestbook(guestbookId);
  return shownLanguage(guestbook?.language, requested);
}
