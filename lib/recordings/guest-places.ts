// A guestbook's tier is a number of guest places. A take holds a place when it has at least a second of
// audio; shorter ones are refused at ingest since issue 46 (rows from before hold none, and are never
// listed). Places go by arrival: the first `maxGuests` takes that hold one are playable, later ones wait
// for an upgrade, and when a take is deleted or the tier raised, the oldest waiting ones move up into the
// free places. So what the family is shown (LISTED_RECORDINGS) is never more than the tier's places, and
// what is stored never more than the largest tier could make playable (MAX_STORED_TAKES).
import "server-only";
import { ApiError } from "@/lib/http/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MIN_PLACE_HOLDING_MS } from "@/lib/guestbooks/place-rule";
import { GUESTBOOK_TIERS, PRO_GUESTBOOK } from "@/lib/pricing/plans";
import { SHOWN_TO_FAMILY } from "./family-visibility";

const HOLDS_A_PLACE = { audio: { durationMs: { gte: MIN_PLACE_HOLDING_MS } } } satisfies Prisma.RecordingWhereInput;

/**
 * What the family's listening page and API and the keepsake book list: shown by the host, approved when the
 * guestbook asks for approval, and holding one of the tier's places. At most `maxGuests` rows.
 */
export const LISTED_RECORDINGS = SHOWN_TO_FAMILY;

/** A take past this many could never be played, whatever the upgrade: the guestbook is full. */
export const MAX_STORED_TAKES = Math.max(PRO_GUESTBOOK.maxGuests, ...GUESTBOOK_TIERS.map((tier) => tier.maxGuests));
const GUESTBOOK_FULL = "This guestbook cannot take any more messages.";

/** Refuses a take once the guestbook holds MAX_STORED_TAKES (read once before the upload is measured, and again under the lock). */
export async function assertRoomForTake(tx: Prisma.TransactionClient, guestbookId: string): Promise<void> {
  const stored = await tx.recording.count({ where: { guestbookId } });
  if (stored >= MAX_STORED_TAKES) throw new ApiError("GUESTBOOK_FULL", GUESTBOOK_FULL, { maxTakes: MAX_STORED_TAKES });
}

export { holdsAPlace } from "@/lib/guestbooks/place-rule";

/** How many of the guestbook's takes hold a place now (call under the guestbook's recordings lock). */
export function placesTaken(tx: Prisma.TransactionClient, guestbookId: string): Promise<number> {
  return tx.recording.count({ where: { guestbookId, ...HOLDS_A_PLACE } });
}

/**
 * Makes the first `maxGuests` place-holding takes playable and the rest wait; the overage flag follows.
 * Returns how many still wait for an upgrade.
 */
export async function reassignPlaces(tx: Prisma.TransactionClient, guestbookId: string, maxGuests: number): Promise<number> {
  const within = await tx.recording.findMany({
    where: { guestbookId, ...HOLDS_A_PLACE },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: maxGuests,
    select: { id: true },
  });
  await tx.recording.updateMany({ where: { id: { in: within.map((r) => r.id) }, requiresUpgrade: true }, data: { requiresUpgrade: false } });
  const waiting = await tx.recording.count({ where: { guestbookId, requiresUpgrade: true } });
  // The overage banner is about recordings that cannot be played; with none left it has nothing to say.
  if (waiting === 0)
    await tx.guestbook.updateMany({ where: { id: guestbookId, overageTriggered: true }, data: { overageTriggered: false, overageTriggeredAt: null } });
  return waiting;
}

/** Every change to a guestbook's recordings runs one at a time per guestbook, so places cannot be overrun. */
export async function lockGuestbookRecordings(tx: Prisma.TransactionClient, guestbookId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('guestbook-recordings'), hashtext(${guestbookId}))`;
}
