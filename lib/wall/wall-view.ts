// What anyone holding a wall link may see (issue 50): the guestbook's title, how many messages the wall
// shows, the newest guests' first names, and where guests record (for the QR code in its corner).
import "server-only";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { guestbookShareHeading } from "@/lib/guestbooks/share-preview";
import { publicGuestbookUrl } from "@/lib/guestbooks/serialize";
import { ZWallToken } from "@/lib/validation/wall";
import { hashWallToken } from "./wall-token";
import { countWallTakes, newestWallTakes, type TWallRow } from "./wall-takes";

export const WALL_NOT_FOUND = "This wall does not exist or is no longer shared.";
/** The names the wall shows at once. */
export const WALL_NAMES_SHOWN = 8;

export type TWallAccess = { guestbookId: string; playAloud: boolean; title: string };

export type TWallView = {
  title: string;
  total: number;
  playAloud: boolean;
  guestPageUrl: string;
  /** Newest first. */
  newest: { id: string; firstName: string | null }[];
  /** The newest message's event id: the page's stream starts after it. */
  lastEventId: string | null;
};

/** The guestbook a wall token opens, or null: unknown, rotated, revoked, or an account being deleted. Never cached. */
export async function findWallAccess(token: string): Promise<TWallAccess | null> {
  if (!ZWallToken.safeParse(token).success) return null;
  const link = await db.wallLink.findUnique({
    where: { tokenHash: hashWallToken(token) },
    include: { guestbook: { include: { owner: { select: { accountDeletion: { select: { userId: true } } } } } } },
  });
  if (!link || link.guestbook.owner.accountDeletion) return null;
  return { guestbookId: link.guestbookId, playAloud: link.playAloud, title: guestbookShareHeading(link.guestbook) };
}

export async function getWallAccess(token: string): Promise<TWallAccess> {
  const access = await findWallAccess(token);
  if (!access) throw notFound(WALL_NOT_FOUND);
  return access;
}

export async function findWallView(token: string): Promise<TWallView | null> {
  const access = await findWallAccess(token);
  if (!access) return null;
  const [total, newest] = await Promise.all([countWallTakes(access.guestbookId), newestWallTakes(access.guestbookId, WALL_NAMES_SHOWN)]);
  return {
    title: access.title,
    total,
    playAloud: access.playAloud,
    guestPageUrl: publicGuestbookUrl(access.guestbookId),
    newest: newest.map((row: TWallRow) => ({ id: row.id, firstName: row.firstName })),
    lastEventId: newest[0]?.eventId ?? null,
  };
}
