// /test-payment-success — test mode only (no Stripe key): the test payment result screen. With the
// session_id of the visitor's own completed test checkout it shows the guestbook that was bought;
// otherwise it shows sample details, labelled as such, next to the Test Mode note (spec 001, 002).
import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { firstParam } from "@/components/auth/search-param";
import { getSessionUser } from "@/lib/auth/session";
import { testPaymentsOpenTo } from "@/lib/payments/stripe";
import { testPaymentResult } from "@/lib/payments/test-payment-result";
import { formatPrice, guestbookTier } from "@/lib/pricing/plans";
import { formatEventDate } from "@/lib/format/time";
import styles from "../test-checkout/[id]/test-checkout.module.css";
import card from "@/components/payments/TestModeCard.module.css";

export const metadata: Metadata = { title: "Test Payment Successful - Echobook", robots: { index: false } };

type TDetails = { sample: boolean; rows: [string, string][]; viewHref: string | null };

const SAMPLE_TIER = guestbookTier(1);

const SAMPLE: TDetails = {
  sample: true,
  rows: [
    ["Guestbook", "Sample wedding guestbook"],
    ["Tier", SAMPLE_TIER.name],
    ["Max guests", String(SAMPLE_TIER.maxGuests)],
    ["Max recording length", `${SAMPLE_TIER.maxRecordingSeconds} seconds`],
    ["Amount", formatPrice(SAMPLE_TIER.priceCents)],
  ],
  viewHref: null,
};

async function paidDetails(sessionId: string | undefined): Promise<TDetails> {
  const user = sessionId ? await getSessionUser() : null;
  const result = user && sessionId ? await testPaymentResult({ sessionId, userId: user.id }) : null;
  if (!result) return SAMPLE;
  const { guestbook } = result;
  return {
    sample: false,
    rows: [
      ["Guestbook", guestbook.name],
      ["Tier", guestbookTier(guestbook.tierIdx).name],
      ["Max guests", String(guestbook.maxGuests)],
      ["Max recording length", `${guestbook.maxRecordingDuration} seconds`],
      ["Event date", formatEventDate(guestbook.eventDate.toISOString().slice(0, 10))],
      ["Amount (test)", formatPrice(result.amountCents)],
    ],
    viewHref: result.fromDraft ? `/create-guestbook?guestbookId=${guestbook.id}` : `/manage-guestbook/${guestbook.id}`,
  };
}

export default async function TestPaymentSuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!testPaymentsOpenTo(await headers())) notFound();
  const details = await paidDetails(firstParam((await searchParams).session_id));
  return (
    <div className={`container ${card.page}`}>
      <section className={`card ${card.card}`} aria-labelledby="test-success-title">
        <p className={`badge ${card.testBadge}`}>Test Mode</p>
        <h1 id="test-success-title" className={card.title}>
          Payment Successful!
        </h1>
        <p className={card.note}>
          {details.sample
            ? "This is the test payment result screen. No payment has been made: the details below are a sample."
            : "This was a test payment: no card was charged, and the guestbook below is real and ready to use."}
        </p>
        <h2 className={styles.subtitle}>{details.sample ? "Sample guestbook details" : "Your guestbook"}</h2>
        <dl className={styles.summary}>
          {details.rows.map(([term, value]) => (
            <div key={term} className={styles.row}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          {details.viewHref ? (
            <Link className="btn btn-primary btn-block" href={details.viewHref}>
              View Guestbook
            </Link>
          ) : null}
          <Link className={`btn ${details.viewHref ? "btn-outline" : "btn-primary"} btn-block`} href="/dashboard?from_creation=true">
            View Dashboard
          </Link>
        </div>
      </section>
    </div>
  );
}
