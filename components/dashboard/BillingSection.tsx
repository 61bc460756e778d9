"use client";
// The settings tab's Billing section (spec 002): last payment, card on file, subscription status, and
// "Manage Billing", which opens Stripe's customer portal (or the local test-mode page) in a new tab.
import { useEffect, useState } from "react";
import type { TBillingInfo } from "@/lib/validation/billing-info";
import { formatPrice } from "@/lib/pricing/plans";
import { describeSubscription } from "@/lib/subscriptions/describe-subscription";
import dashboard from "./Dashboard.module.css";
import styles from "./BillingSection.module.css";
import { ApiClientError } from "@/lib/client/api";
import { getBillingInfo as fetchBillingInfo, requestBillingPortal } from "@/lib/client/payments";

type TLoad = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; info: TBillingInfo };

const TRY_AGAIN = "Something went wrong. Please try again.";
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const CARD_BRANDS: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  eftpos_au: "eftpos",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** Only Stripe's https pages or a page of this site are followed. */
function followableUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

async function requestPortalUrl(): Promise<{ url: string } | { error: string }> {
  try {
    const url = followableUrl(await requestBillingPortal());
    return url ? { url } : { error: TRY_AGAIN };
  } catch (error) {
    if (error instanceof ApiClientError && error.status) return { error: error.serverMessage ?? TRY_AGAIN };
    return { error: "Could not reach the server. Please check your connection and try again." };
  }
}

/**
 * Opened during the click itself, before the portal URL is known: a window opened after an await is
 * what popup blockers stop. null when it was blocked anyway.
 */
function openPendingTab(): Window | null {
  const tab = window.open("", "_blank");
  if (!tab) return null;
  // The portal must not be able to reach back into this page.
  tab.opener = null;
  tab.document.title = "Opening billing portal…";
  tab.document.body.textContent = "Opening billing portal…";
  return tab;
}

function brandLabel(brand: string): string {
  return CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

function BillingDetails({ info }: { info: TBillingInfo }) {
  const expiresAt = info.subscriptionExpiresAt ? new Date(info.subscriptionExpiresAt) : null;
  return (
    <dl className={`${dashboard.details} ${styles.details}`}>
      <div>
        <dt>Last payment</dt>
        <dd>
          {info.lastPayment ? (
            <>
              {formatPrice(info.lastPayment.amount)} on {dateFormat.format(new Date(info.lastPayment.date * 1000))}
            </>
          ) : (
            "No payments yet"
          )}
        </dd>
      </div>
      <div>
        <dt>Payment method</dt>
        <dd>
          {info.paymentMethod ? (
            <>
              {brandLabel(info.paymentMethod.brand)} <span aria-hidden="true">••••</span>
              <span className="visually-hidden">ending in</span> {info.paymentMethod.last4}
            </>
          ) : (
            "No card on file"
          )}
        </dd>
      </div>
      {info.subscription ? (
        <div>
          <dt>Subscription</dt>
          <dd>
            {info.subscription.planName} plan. {describeSubscription(info.subscription, (date) => dateFormat.format(date))}
          </dd>
        </div>
      ) : (
        info.subscriptionStatus && (
          <div>
            <dt>Subscription</dt>
            <dd>
              {info.subscriptionStatus === "active"
                ? expiresAt
                  ? `Active until ${dateFormat.format(expiresAt)}`
                  : "Active"
                : expiresAt
                  ? `Expired on ${dateFormat.format(expiresAt)}`
                  : "Expired"}
            </dd>
          </div>
        )
      )}
    </dl>
  );
}

export function BillingSection() {
  const [load, setLoad] = useState<TLoad>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [opening, setOpening] = useState(false);
  const [portalError, setPortalError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void fetchBillingInfo().then((info) => {
      if (current) setLoad(info ? { kind: "loaded", info } : { kind: "failed" });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  function retry() {
    setLoad({ kind: "loading" });
    setAttempt((n) => n + 1);
  }

  async function manageBilling() {
    if (opening) return;
    setPortalError(null);
    const tab = openPendingTab();
    setOpening(true);
    const result = await requestPortalUrl();
    setOpening(false);
    if ("error" in result) {
      tab?.close();
      setPortalError(`Failed to open billing portal: ${result.error}`);
      return;
    }
    // Blocked (or closed at once by a blocker): go there in this tab instead.
    if (tab && !tab.closed) tab.location.replace(result.url);
    else window.location.assign(result.url);
  }

  return (
    <section className={`card ${dashboard.card}`} aria-labelledby="settings-billing-title" aria-busy={load.kind === "loading"}>
      <h3 id="settings-billing-title" className={dashboard.cardTitle}>
        Billing
      </h3>
      <div role="status" className={styles.status}>
        {load.kind === "loading" && <p className={dashboard.muted}>Loading billing details…</p>}
        {opening && <p className={dashboard.muted}>Opening billing portal…</p>}
      </div>
      {load.kind === "failed" && (
        <div role="alert" className={`alert alert-error ${styles.failure}`}>
          <p className={styles.failureText}>Could not load your billing details.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {load.kind === "loaded" && <BillingDetails info={load.info} />}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={manageBilling} disabled={opening}>
          {opening ? "Opening…" : "Manage Billing"}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </button>
      </div>
      {portalError && (
        <p role="alert" className={`error-text ${styles.portalError}`}>
          {portalError}
        </p>
      )}
    </section>
  );
}
