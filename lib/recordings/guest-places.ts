// A guestbook's tier is a number of guest places. A take holds a place when it has at least a second of
// audio: shorter ones (a mis-tap, or someone posting junk from the printed QR link to use up a Free
// guestbook) are kept for the host but hold none, so they can never lock a real guest out. Places go
// by arrival: the first `maxGuests` takes that hold one are playable, later ones wait for an upgrade,
// and when a take is deleted or the tier raised, the oldest waiting ones move up into the free places.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MIN_PLACE_HOLDING_MS } from "@/lib/guestbooks/place-rule";

export { holdsAPlace } from "@/lib/guestbooks/place-rule";

const HOLDS_A_PLACE = { audio: { durationMs: { gte: MIN_PLACE_HOLDING_MS } } } satisfies Prisma.RecordingWhereInput;

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
