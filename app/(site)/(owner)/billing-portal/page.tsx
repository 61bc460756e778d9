// /billing-portal — the test-payment mode's stand-in for Stripe's customer portal: the user's subscription (renew, fail, cancel), their own payments, and why there is no card
import { requirePageUser } from "@/lib/auth/require-page-user";
import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { listPayments } from "@/lib/billing/list-payments";
import { testPaymentsOpenTo } from "@/lib/payments/stripe";
import { formatPrice } from "@/lib/pricing/plans";
import { currentSubscription } from "@/lib/subscriptions/current-subscription";
import { describeSubscription } from "@/lib/subscriptions/describe-subscription";
import { TestSubscriptionActions } from "./TestSubscriptionActions";
import styles from "./billing-portal.module.css";
import card from "@/components/payments/TestModeCard.module.css";

export const metadata: Metadata = { title: "Billing (Test Mode) - Echobook" };

const paidOn = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default async function BillingPortalPage() {
  // With a Stripe key, "Manage Billing" opens Stripe's own portal; this page must not exist then, nor for
  // a request that did not come from this machine.
  if (!testPaymentsOpenTo(await headers())) notFound();
  const user = await requirePageUser();
  const [payments, subscription] = await Promise.all([listPayments({ userId: user.id }), currentSubscription({ userId: user.id })]);
  const format = (date: Date) => paidOn.format(date);
  const ended = subscription?.status === "canceled" || subscription?.status === "incomplete_expired";

  return (
    <div className={`container ${card.page}`}>
      <section className={`card ${card.card} ${card.wide}`} aria-labelledby="billing-title">
        <p className={`badge ${card.testBadge}`}>Test Mode</p>
        <h1 id="billing-title" className={card.title}>
          Billing (Test Mode)
        </h1>
        <p className={card.note}>
          No payment provider is connected to this site, so there is no card or invoice to manage. The payments below were simulated and nothing was charged.
        </p>
        <p className={card.note}>To take real payments, connect a Stripe account as the README&rsquo;s &ldquo;Connecting Stripe&rdquo; section describes.</p>

        {subscription ? (
          <section className={styles.subscription} aria-labelledby="subscription-title">
            <h2 id="subscription-title" className={styles.subtitle}>
              Your subscription
            </h2>
            <p className={styles.plan}>
              <strong>{subscription.planName} plan</strong>
              <span>{describeSubscription(subscription, format)}</span>
            </p>
            {ended || subscription.cancelAtPeriodEnd ? null : (
              <>
                <p className={card.note}>In test mode nothing happens by itself at the end of a period: choose what Stripe would do.</p>
                <TestSubscriptionActions subscriptionId={subscription.id} />
              </>
            )}
          </section>
        ) : null}

        <h2 id="payments-title" className={styles.subtitle}>
          Your payments
        </h2>
        {payments.length === 0 ? (
          <p className={styles.empty}>You have not made any payments yet.</p>
        ) : (
          <ul className={styles.payments} aria-labelledby="payments-title">
            {payments.map((payment) => (
              <li key={payment.id} className={styles.payment}>
                <span className={styles.description}>{payment.description}</span>
                <time className={styles.date} dateTime={payment.date.toISOString()}>
                  {paidOn.format(payment.date)}
                </time>
                <span className={styles.amount}>{formatPrice(payment.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}

        <Link className={`btn btn-outline ${styles.back}`} href="/dashboard?tab=settings">
          Back to Account Settings
        </Link>
      </section>
    </div>
  );
}
