// 'Create Pro Audio Guestbook': a subscriber's guestbook, 'Pro XL', made with defaults for them to edit
// (its button colours from their Pro Settings).
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { PRO_GUESTBOOK } from "@/lib/pricing/plans";
import { PRO_AREAS, assertProRoom } from "@/lib/pricing/pro-usage";
import { getProDefaults } from "@/lib/pro-settings/get-pro-settings";
import { ZGuestbookCreate } from "@/lib/validation/guestbooks";
import { defaultGuestbookName } from "@/lib/constants/guestbooks";
import { guestbookData } from "./guestbook-data";
import { guestbookLimits } from "./tier-limits";

export async function createSubscriptionGuestbook(opts: { user: TAccountHolder & { id: string }; guestbookName?: string }): Promise<Guestbook> {
  const { user } = opts;
  // A plain 403 before the transaction; the check under the lock below is the one that counts.
  await assertProRoom({ user, area: PRO_AREAS.guestbooks, adding: 1 });
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('pro-guestbook'), hashtext(${user.id}))`;
    await assertProRoom({ user, area: PRO_AREAS.guestbooks, adding: 1, client: tx });
    const existing = await tx.guestbook.findMany({ where: { ownerId: user.id }, select: { name: true } });
    const input = ZGuestbookCreate.parse({
      guestbookName: opts.guestbookName ?? defaultGuestbookName(existing.map((guestbook) => guestbook.name)),
      eventType: "Other",
      eventTypeCustom: "Event",
      eventDate: new Date().toISOString().slice(0, 10),
      tierIdx: PRO_GUESTBOOK.tierIdx,
      allowAnonymous: true,
      // The button colours the subscriber chose in Pro Settings.
      ...(await getProDefaults({ userId: user.id }, tx)),
    });
    const limits = guestbookLimits({ tierIdx: PRO_GUESTBOOK.tierIdx, isSubscriptionGuestbook: true });
    return tx.guestbook.create({
      data: guestbookData(input, limits, { ownerId: user.id, isSubscriptionGuestbook: true, tierIdx: PRO_GUESTBOOK.tierIdx, checkDate: false }),
    });
  });
}
