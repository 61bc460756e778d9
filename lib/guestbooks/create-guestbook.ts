// POST /api/guestbooks: a free guestbook is created at once (one per user); a paid tier is kept as a
// draft and answered with 402 + tempGuestbookKey, and checkout fulfilment later calls
// createGuestbookFromDraft with that key.
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { ApiError, requiresPayment, apiError } from "@/lib/http/errors";
import type { TGuestbookCreate } from "@/lib/validation/guestbooks";
import { guestbookData } from "./guestbook-data";
import { guestbookLimits } from "./tier-limits";

export const PURCHASE_REQUIRED = "You need to purchase this guestbook tier.";
// A paid draft waits this long for its payment.
const DRAFT_LIFETIME_MS = 7 * 24 * 3_600_000;

export function freeGuestbookTaken(name: string): ApiError {
  return apiError("FREE_GUESTBOOK_USED", `You already have a free guestbook: "${name}"`, { existingGuestbookName: name });
}

export async function createGuestbook(opts: { userId: string; input: TGuestbookCreate }): Promise<Guestbook> {
  const { userId, input } = opts;
  const limits = guestbookLimits({ tierIdx: input.tierIdx, isSubscriptionGuestbook: false });
  const data = guestbookData(input, limits, { ownerId: userId, isSubscriptionGuestbook: false, tierIdx: input.tierIdx, checkDate: true });

  if (input.tierIdx > 0) {
    const draft = await db.guestbookDraft.create({
      data: { userId, tierIdx: input.tierIdx, payload: input, expiresAt: new Date(Date.now() + DRAFT_LIFETIME_MS) },
    });
    throw requiresPayment(PURCHASE_REQUIRED, { tempGuestbookKey: draft.id });
  }

  // One free guestbook per user: the per-user lock makes two simultaneous requests take turns.
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('free-guestbook'), hashtext(${userId}))`;
    const existing = await tx.guestbook.findFirst({
      where: { ownerId: userId, tierIdx: 0, isSubscriptionGuestbook: false, status: { in: ["active", "pending_payment"] } },
      select: { name: true },
    });
    if (existing) throw freeGuestbookTaken(existing.name);
    return tx.guestbook.create({ data });
  });
}
