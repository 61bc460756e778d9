// The caller's guestbooks, newest first: regular ones, pro (subscription) ones, or both. The guestbooks
// shared with the caller as a co-host are listed with the regular ones (their `creatorId` is the owner's).
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordingCounts, toGuestbookJson, type TGuestbookJson } from "./serialize";

/** The filter behind the dashboard's guestbook list and its count (lib/dashboard/get-dashboard-summary.ts). */
export function listedGuestbooks(opts: { userId: string; subscription?: boolean }): Prisma.GuestbookWhereInput {
  const owned: Prisma.GuestbookWhereInput = {
    ownerId: opts.userId,
    ...(opts.subscription === undefined ? {} : { isSubscriptionGuestbook: opts.subscription }),
  };
  return opts.subscription === true ? owned : { OR: [owned, { cohosts: { some: { userId: opts.userId } } }] };
}

export async function listGuestbooks(opts: { userId: string; subscription?: boolean }): Promise<TGuestbookJson[]> {
  const guestbooks = await db.guestbook.findMany({
    where: listedGuestbooks(opts),
    orderBy: { createdAt: "desc" },
  });
  const counts = await recordingCounts(guestbooks.map((guestbook) => guestbook.id));
  const now = new Date();
  return guestbooks.map((guestbook) => toGuestbookJson(guestbook, counts.get(guestbook.id)!, now));
}
