// The caller's own guestbooks, newest first: regular ones, pro (subscription) ones, or both.
import "server-only";
import { db } from "@/lib/db/client";
import { recordingCounts, toGuestbookJson, type TGuestbookJson } from "./serialize";

export async function listGuestbooks(opts: { userId: string; subscription?: boolean }): Promise<TGuestbookJson[]> {
  const guestbooks = await db.guestbook.findMany({
    where: { ownerId: opts.userId, ...(opts.subscription === undefined ? {} : { isSubscriptionGuestbook: opts.subscription }) },
    orderBy: { createdAt: "desc" },
  });
  const counts = await recordingCounts(guestbooks.map((guestbook) => guestbook.id));
  const now = new Date();
  return guestbooks.map((guestbook) => toGuestbookJson(guestbook, counts.get(guestbook.id)!, now));
}
