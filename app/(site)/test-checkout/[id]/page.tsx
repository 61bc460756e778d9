// /test-checkout/{id} — the local test-payment mode's checkout page (no Stripe key): what is bought, its price, Pay or Cancel
import { loginUrl } from "@/lib/auth/login-url";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { ApiError } from "@/lib/http/errors";
import { formatPrice } from "@/lib/pricing/plans";
import { withSessionId } from "@/lib/payments/return-url";
import { payerOf } from "@/lib/payments/guest-payer";
import { getOwnedCheckoutSession } from "@/lib/payments/session-status";
import { testPaymentsOpenTo } from "@/lib/payments/stripe";
import { TestCheckoutActions } from "./TestCheckoutActions";
import styles from "./test-checkout.module.css";
import card from "@/components/payments/TestModeCard.module.css";

export const metadata: Metadata = { title: "Test Checkout - Echobook" };

type TProps = { params: Promise<{ id: string }> };

export default async function TestCheckoutPage({ params }: TProps) {
  // With a Stripe key every payment goes through Stripe, so this page must not exist at all; nor for a
  // request that did not come from this machine.
  if (!testPaymentsOpenTo(await headers())) notFound();
  const { id } = await params;
  const user = await getSessionUser();
  // A signed-out buyer (Forever Hosting) is known by the guest-payer cookie of the browser that opened it.
  const payer = payerOf(user?.id ?? null, (await headers()).get("cookie"));
  if (!payer.userId && !payer.guestPayerHash) redirect(loginUrl(`/test-checkout/${id}`));

  // Everything shown comes from the server's row; the address carries only its id.
  const session = await getOwnedCheckoutSession({ sessionId: id, payer }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  if (session.provider !== "test") notFound();

  return (
    <div className={`container ${card.page}`}>
      <section className={`card ${card.card}`} aria-labelledby="checkout-title">
        <p className={`badge ${card.testBadge}`}>Test Mode</p>
        <h1 id="checkout-title" className={card.title}>
          Checkout
        </h1>
        <p className={card.note}>No card is charged: this site has no Stripe account connected, so payments are simulated.</p>
        <dl className={styles.summary}>
          <div className={styles.row}>
            <dt>Item</dt>
            <dd>{session.description}</dd>
          </div>
          <div className={styles.row}>
            <dt>Total</dt>
            <dd className={styles.price}>{formatPrice(session.amountCents)}</dd>
          </div>
        </dl>
        <TestCheckoutActions
          sessionId={session.id}
          status={session.status}
          cancelUrl={session.cancelUrl}
          successUrl={withSessionId(session.successUrl, session.id)}
        />
      </section>
    </div>
  );
}
