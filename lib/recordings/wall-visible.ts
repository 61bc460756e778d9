// What the live voice wall shows (issue 50), and the notice that a take was saved. The rule lives here,
// once: the wall's page, its event stream and its audio all ask wallVisibleRecordings, so a new condition
// (the host's approval) is added in this one place.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LISTED_RECORDINGS } from "./guest-places";

/** PostgreSQL's channel for saved takes; the payload is `{ g: guestbookId, r: recordingId }`. */
export const WALL_CHANNEL = "echobook_wall_takes";

/** The takes a guestbook's wall shows: those the family's listening page lists (not hidden, holding a place). */
export function wallVisibleRecordings(guestbookId: string): Prisma.RecordingWhereInput {
  return { guestbookId, ...LISTED_RECORDINGS };
}

/**
 * Tells every app instance's wall listener (lib/wall/wall-hub.ts) that a take was saved. Sent inside the
 * transaction that saves it, so PostgreSQL delivers it only on commit, and never for a take rolled back;
 * the listener reads the take back and shows it only if wallVisibleRecordings lets it.
 */
export async function announceSavedTake(tx: Prisma.TransactionClient, guestbookId: string, recordingId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${WALL_CHANNEL}, ${JSON.stringify({ g: guestbookId, r: recordingId })})`;
}
