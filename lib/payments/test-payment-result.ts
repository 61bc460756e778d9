// What the local test-payment result screen shows of a visitor's own completed test checkout: the
// guestbook it bought, or null (then the screen shows a labelled sample).
import "server-only";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import { payerOf } from "./guest-payer";
import { getOwnedCheckoutSession } from "./session-status";

export type TTestPaymentResult = { guestbook: Guestbook; amountCents: number; fromDraft: boolean };

export async function testPaymentResult({ sessionId, userId }: { sessionId: string; userId: string }): Promise<TTestPaymentResult | null> {
  try {
    const session = await getOwnedCheckoutSession({ sessionId, payer: payerOf(userId, null) });
    if (session.provider !== "test" || session.status !== "completed" || !session.guestbookId) return null;
    const guestbook = await db.guestbook.findUnique({ where: { id: session.guestbookId } });
    return guestbook ? { guestbook, amountCents: session.amountCents, fromDraft: Boolean(session.guestbookDraftId) } : null;
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}
