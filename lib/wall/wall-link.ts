// The owner's side of a guestbook's live voice wall (issue 50), as the listening link's: read it, make it
// (the same link while one exists), rotate it (open walls on the old token end at their next heartbeat and
// cannot reconnect) and revoke it (the row goes). `playAloud` is kept on the link.
import "server-only";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { newWallToken, openWallToken } from "./wall-token";

export type TWallLinkJson = { url: string; token: string; playAloud: boolean };

export function wallPageUrl(token: string, siteUrl: string = getEnv().APP_URL): string {
  return new URL(`/wall/${token}`, siteUrl).toString();
}

const toJson = (token: string, playAloud: boolean): TWallLinkJson => ({ url: wallPageUrl(token), token, playAloud });

/** The guestbook's wall link, or null when it has none (or its token no longer opens: another server secret). */
export async function readWallLink(guestbookId: string): Promise<TWallLinkJson | null> {
  const link = await db.wallLink.findUnique({ where: { guestbookId } });
  const token = link ? openWallToken(guestbookId, link.tokenSealed) : null;
  return link && token ? toJson(token, link.playAloud) : null;
}

export async function makeWallLink(opts: { guestbookId: string; rotate?: boolean; playAloud?: boolean }): Promise<TWallLinkJson> {
  const { guestbookId, rotate = false, playAloud } = opts;
  if (!rotate) {
    const existing = await readWallLink(guestbookId);
    if (existing && (playAloud === undefined || playAloud === existing.playAloud)) return existing;
    if (existing) {
      await db.wallLink.update({ where: { guestbookId }, data: { playAloud } });
      return { ...existing, playAloud: playAloud ?? existing.playAloud };
    }
  }
  const { token, tokenHash, tokenSealed } = newWallToken(guestbookId);
  try {
    const link = await db.wallLink.upsert({
      where: { guestbookId },
      create: { guestbookId, tokenHash, tokenSealed, playAloud: playAloud ?? false },
      update: { tokenHash, tokenSealed, createdAt: new Date(), ...(playAloud === undefined ? {} : { playAloud }) },
    });
    return toJson(token, link.playAloud);
  } catch (error) {
    // Two first requests at once: the one that lost answers the link the other made.
    if (!rotate && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const made = await readWallLink(guestbookId);
      if (made) return made;
    }
    throw error;
  }
}

export async function revokeWallLink(guestbookId: string): Promise<void> {
  await db.wallLink.deleteMany({ where: { guestbookId } });
}
