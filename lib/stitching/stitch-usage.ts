// How many stitched files a guestbook may still make: its tier's allowance minus the stitches it has
// requested that did not fail (a failed stitch is given back).
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook, Prisma } from "@/lib/generated/prisma/client";
import { guestbookLimits } from "@/lib/guestbooks/tier-limits";
import type { TStitchUsage } from "./stitch-json";

export async function getStitchUsage(opts: {
  guestbook: Pick<Guestbook, "id" | "tierIdx" | "isSubscriptionGuestbook">;
  /** The transaction to count in, when the caller holds the guestbook's stitch lock. */
  client?: Pick<Prisma.TransactionClient, "stitchedAudio">;
}): Promise<TStitchUsage> {
  const limit = guestbookLimits(opts.guestbook).stitchesIncluded;
  const used = await (opts.client ?? db).stitchedAudio.count({ where: { guestbookId: opts.guestbook.id, status: { not: "failed" } } });
  const remaining = Math.max(0, limit - used);
  return { canCreate: remaining > 0, remaining, requiresUpgrade: remaining === 0, used, limit };
}
