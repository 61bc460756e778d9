// The owner's side of a guestbook's listening link (issue 38): read it, make it (the same link while one
// exists), rotate it (a new token; the old one finds nothing from then on) and revoke it (the row goes).
import "server-only";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { newListeningToken, openListeningToken } from "./listening-token";

export type TListeningLinkJson = { url: string; token: string; allowDownloads: boolean };

export function listeningPageUrl(token: string, siteUrl: string = getEnv().APP_URL): string {
  return new URL(`/listen/${token}`, siteUrl).toString();
}

/** The address a keepsake book's QR code opens: the listening page at one message. */
export function listeningMessageUrl(token: string, recordingId: string, siteUrl?: string): string {
  return `${listeningPageUrl(token, siteUrl)}#m-${recordingId}`;
}

function toJson(token: string, allowDownloads: boolean): TListeningLinkJson {
  return { url: listeningPageUrl(token), token, allowDownloads };
}

/** The guestbook's link, or null when it has none (or its token no longer opens: another server secret). */
export async function readListeningLink(guestbookId: string): Promise<TListeningLinkJson | null> {
  const link = await db.listeningLink.findUnique({ where: { guestbookId } });
  const token = link ? openListeningToken(guestbookId, link.tokenSealed) : null;
  return link && token ? toJson(token, link.allowDownloads) : null;
}

export async function makeListeningLink(opts: { guestbookId: string; rotate?: boolean; allowDownloads?: boolean }): Promise<TListeningLinkJson> {
  const { guestbookId, rotate = false, allowDownloads } = opts;
  if (!rotate) {
    const existing = await readListeningLink(guestbookId);
    if (existing && (allowDownloads === undefined || allowDownloads === existing.allowDownloads)) return existing;
    if (existing) {
      await db.listeningLink.update({ where: { guestbookId }, data: { allowDownloads } });
      return { ...existing, allowDownloads: allowDownloads ?? existing.allowDownloads };
    }
  }
  const { token, tokenHash, tokenSealed } = newListeningToken(guestbookId);
  try {
    const link = await db.listeningLink.upsert({
      where: { guestbookId },
      create: { guestbookId, tokenHash, tokenSealed, allowDownloads: allowDownloads ?? false },
      update: { tokenHash, tokenSealed, createdAt: new Date(), ...(allowDownloads === undefined ? {} : { allowDownloads }) },
    });
    return toJson(token, link.allowDownloads);
  } catch (error) {
    // Two first requests at once: the one that lost answers the link the other made.
    if (!rotate && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const made = await readListeningLink(guestbookId);
      if (made) return made;
    }
    throw error;
  }
}

export async function revokeListeningLink(guestbookId: string): Promise<void> {
  await db.listeningLink.deleteMany({ where: { guestbookId } });
}
