// The one way a paid guestbook comes into being: checkout fulfilment (the Stripe webhook and the local
// test-payment mode alike) calls this with the draft's key. Running it twice makes one guestbook.
// Fulfilment passes its own transaction so the guestbook and the payment record commit together.
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook, Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { ZGuestbookCreate } from "@/lib/validation/guestbooks";
import { guestbookData } from "./guestbook-data";
import { guestbookLimits } from "./tier-limits";

export async function createGuestbookFromDraft(opts: { draftId: string; tx?: Prisma.TransactionClient }): Promise<Guestbook> {
  if (opts.tx) return createInTransaction(opts.tx, opts.draftId);
  return db.$transaction((tx) => createInTransaction(tx, opts.draftId));
}

async function createInTransaction(tx: Prisma.TransactionClient, draftId: string): Promise<Guestbook> {
  const [draft] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "GuestbookDraft" WHERE id = ${draftId} FOR UPDATE`;
  if (!draft) throw notFound("Guestbook draft not found.");
  const row = await tx.guestbookDraft.findUniqueOrThrow({ where: { id: draftId } });
  if (row.guestbookId) return tx.guestbook.findUniqueOrThrow({ where: { id: row.guestbookId } });
  const input = ZGuestbookCreate.parse(row.payload);
  const limits = guestbookLimits({ tierIdx: row.tierIdx, isSubscriptionGuestbook: false });
  // The date was checked when the draft was made; a payment finished after midnight must still work.
  const data = guestbookData(input, limits, { ownerId: row.userId, isSubscriptionGuestbook: false, tierIdx: row.tierIdx, checkDate: false });
  const guestbook = await tx.guestbook.create({ data });
  await tx.guestbookDraft.update({ where: { id: row.id }, data: { guestbookId: guestbook.id, consumedAt: new Date() } });
  return guestbook;
}
