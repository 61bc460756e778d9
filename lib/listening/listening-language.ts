// The listening page's one read a request (its page of messages and its guestbook), shared by the page,
// its tags and i18n/request.ts, which needs the guestbook's language before the render: a host who set a
// language for every guest pins the page to it.
import "server-only";
import { cache } from "react";
import { ZListeningPageQuery } from "@/lib/validation/listening";
import { findListeningPage } from "./listening-view";
import { listeningPageKey } from "./listening-page-key";

/** The listening page for a token from a message (`?from=`), read once a request (React's cache). */
export const loadListeningPage = cache((token: string, from: string | undefined) =>
  findListeningPage(token, ZListeningPageQuery.safeParse({ from }).data ?? {}),
);

/** The guestbook's language setting behind a /listen/{token} address ('auto' or a language), or null for any other address. */
export async function listeningLanguageSetting(returnPath: string): Promise<string | null> {
  const key = listeningPageKey(returnPath);
  if (!key) return null;
  return (await loadListeningPage(key.token, key.from))?.guestbook.language ?? null;
}
