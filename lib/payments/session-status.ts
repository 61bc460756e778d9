// What the payment-return pages need to know about a checkout: whether it is done, and what it bought.
// Found by our row id (the test mode's session_id) or by Stripe's id (Stripe's session_id); its buyer
// only: the signed-in account that opened it, or for a signed-out buyer the browser holding its cookie.
import "server-only";
import { db } from "@/lib/db/client";
import type { CheckoutSession } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { ZCheckoutSessionId, type TCheckoutSessionStatus } from "@/lib/validation/payments";
import { CHECKOUT_NOT_FOUND } from "./fulfil";
import type { TPayer } from "./guest-payer";

export function isBuyerOf(session: Pick<CheckoutSession, "userId" | "guestPayerHash">, payer: TPayer): boolean {
  if (session.userId) return session.userId === payer.userId;
  return session.guestPayerHash !== null && session.guestPayerHash === payer.guestPayerHash;
}

export async function getOwnedCheckoutSession(opts: { sessionId: string; payer: TPayer }): Promise<CheckoutSession> {
  const id = ZCheckoutSessionId.safeParse(opts.sessionId);
  if (!id.success) throw notFound(CHECKOUT_NOT_FOUND);
  const session = await db.checkoutSession.findFirst({ where: { OR: [{ id: id.data }, { providerSessionId: id.data }] } });
  if (!session || !isBuyerOf(session, opts.payer)) throw notFound(CHECKOUT_NOT_FOUND);
  return session;
}

export function checkoutSessionStatus(session: CheckoutSession): TCheckoutSessionStatus {
  return {
    status: session.status,
    metadata: {
      tempGuestbookKey: session.guestbookDraftId,
      guestbookId: session.guestbookId,
      // Forever Hosting names its card, so the return page can offer 'View My Audio Message'.
      audioMessageId: session.personalMessageId ?? session.proAudioMessageId,
      // No card is created through checkout (cards are paid for with credits), so there is no temporary one.
      tempAudioMessageKey: null,
      purpose: session.purpose,
    },
  };
}
