// The language a listening page is pinned to: its guestbook's, when the host set one for every guest
// (i18n/request.ts reads it before the render, as it reads the guest page's).
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import { ZListeningToken } from "@/lib/validation/listening";
import { hashListeningToken } from "./listening-token";

const LISTENING_PAGE = /^\/listen\/([^/]+)$/;

/** The guestbook's language setting behind a /listen/{token} address ('auto' or a language), or null for any other address. */
export const listeningLanguageSetting = cache(async (pathname: string): Promise<string | null> => {
  const token = LISTENING_PAGE.exec(pathname)?.[1];
  if (!token || !ZListeningToken.safeParse(token).success) return null;
  const link = await db.listeningLink.findUnique({ where: { tokenHash: hashListeningToken(token) }, select: { guestbook: { select: { language: true } } } });
  return link?.guestbook.language ?? null;
});
