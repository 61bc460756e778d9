// Marks the cards whose year of hosting has passed (hostingEndedAt), and unmarks those bought Forever
// Hosting since. Nothing is deleted: a lapsed card's public page says hosting ended and offers Forever
// Hosting, its owner still plays and downloads it. Run by the 10-minute sweep (lib/jobs/sweep.ts); the
// routes judge a card by hostedUntil themselves, so a late sweep never keeps a lapsed card online.
import "server-only";
import { db } from "@/lib/db/client";

export async function sweepCardHosting(now = new Date()): Promise<{ ended: number; restored: number }> {
  const ended = await db.personalMessage.updateMany({
    where: { look: { foreverHosted: false }, hostingEndedAt: null, hostedUntil: { lte: now } },
    data: { hostingEndedAt: now },
  });
  const restored = await db.personalMessage.updateMany({
    where: { look: { foreverHosted: true }, hostingEndedAt: { not: null } },
    data: { hostingEndedAt: null },
  });
  return { ended: ended.count, restored: restored.count };
}
