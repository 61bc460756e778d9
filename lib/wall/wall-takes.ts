// The wall's messages read from the database (issue 50): each one's event id is `${shownAt ms}_${id}`,
// the order the guestbook's takes were first shown in (saved, or approved by the host later), so "the
// messages after this id" is everything a wall that saw that event has not seen yet.
import "server-only";
import { db } from "@/lib/db/client";
import type { AudioFile, Recording } from "@/lib/generated/prisma/client";
import { wallVisibleRecordings } from "@/lib/recordings/wall-visible";
import { firstNameOf, parseWallEventId, wallEventId } from "./wall-event-id";

/** A message the wall shows, before it is addressed to one token. */
export type TWallRow = { id: string; eventId: string; firstName: string | null; durationMs: number | null };

/** How many events one read sends a wall that resumes after a long time (the rest follow on the next read). */
export const WALL_BACKLOG_LIMIT = 200;

const ORDER = [{ shownAt: "asc" }, { id: "asc" }] as const;
const SELECT = { id: true, shownAt: true, guestName: true, anonymous: true, audio: { select: { durationMs: true } } } as const;

type TRow = Pick<Recording, "id" | "shownAt" | "guestName" | "anonymous"> & { audio: Pick<AudioFile, "durationMs"> };

function toRow(recording: TRow): TWallRow {
  return {
    id: recording.id,
    eventId: wallEventId({ id: recording.id, shownAt: recording.shownAt }),
    firstName: firstNameOf(recording),
    durationMs: recording.audio.durationMs,
  };
}

/** The wall's messages after an event id, oldest first (at most WALL_BACKLOG_LIMIT). */
export async function wallTakesAfter(guestbookId: string, after: string | null): Promise<TWallRow[]> {
  const cursor = parseWallEventId(after);
  const where = cursor ? { OR: [{ shownAt: { gt: cursor.createdAt } }, { shownAt: cursor.createdAt, id: { gt: cursor.id } }] } : {};
  const rows = await db.recording.findMany({
    where: { AND: [wallVisibleRecordings(guestbookId), where] },
    orderBy: [...ORDER],
    select: SELECT,
    take: WALL_BACKLOG_LIMIT,
  });
  return rows.map(toRow);
}

/** The newest `take` messages on the wall, newest first. */
export async function newestWallTakes(guestbookId: string, take: number): Promise<TWallRow[]> {
  const rows = await db.recording.findMany({
    where: wallVisibleRecordings(guestbookId),
    orderBy: [{ shownAt: "desc" }, { id: "desc" }],
    select: SELECT,
    take,
  });
  return rows.map(toRow);
}

/** One saved take, if the wall shows it. */
export async function readWallTake(guestbookId: string, recordingId: string): Promise<TWallRow | null> {
  const row = await db.recording.findFirst({ where: { AND: [wallVisibleRecordings(guestbookId), { id: recordingId }] }, select: SELECT });
  return row && toRow(row);
}

export function countWallTakes(guestbookId: string): Promise<number> {
  return db.recording.count({ where: wallVisibleRecordings(guestbookId) });
}
