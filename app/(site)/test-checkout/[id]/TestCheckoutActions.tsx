"use client";
// Pay or Cancel on the test checkout page. Paying runs the same fulfilment as Stripe's webhook on the
// server, then follows the success address the server answers (never one made up here).
import Link from "next/link";
import { useState } from "react";
import styles from "./test-checkout.module.css";
import { hasCode, messageOf } from "@/lib/client/api";
import { cancelTestPayment, completeTestPayment } from "@/lib/client/payments";
import { useHydrated } from "@/lib/client/use-hydrated";
import { localPath } from "@/lib/http/safe-path";

type TProps = { sessionId: string; status: string; cancelUrl: string; successUrl: string };

const PAYMENT_FAILED = "The test payment could not be completed. Please try again.";

async function completePayment(sessionId: string): Promise<{ successUrl: string } | { error: string }> {
  try {
    // Only a path of this site is followed, as the server stores return addresses.
    const successUrl = localPath(await completeTestPayment(sessionId));
    return successUrl ? { successUrl } : { error: PAYMENT_FAILED };
  } catch (error) {
    return { error: messageOf(error, PAYMENT_FAILED) };
  }
}

export function TestCheckoutActions({ sessionId, status, cancelUrl, successUrl }: TProps) {
  // Until the page is interactive the buttons are disabled: a tap on the server-drawn button would be lost.
  const ready = useHydrated();
  const [paying, setPaying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (status === "completed") {
    return (
      <div className={styles.actions}>
        <p className="alert alert-success">This checkout has already been paid.</p>
        <Link className="btn btn-primary btn-block" href={successUrl}>
          Continue
        </Link>
      </div>
    );
  }
  if (status !== "open") {
    return (
      <div className={styles.actions}>
        <p className="alert alert-error">This checkout is no longer open. Please start again.</p>
        <Link className="btn btn-outline btn-block" href={cancelUrl}>
          Back
        </Link>
      </div>
    );
  }

  async function pay() {
    setPaying(true);
    setError(null);
    const result = await completePayment(sessionId);
    if ("successUrl" in result) return window.location.assign(result.successUrl);
    setError(result.error);
    setPaying(false);
  }

  // Marks the checkout cancelled on the server (so it cannot be paid later from this page) and leaves
  // for the cancel address. Nothing was charged, so a failed call still leaves.
  async function cancel() {
    setCancelling(true);
    try {
      await cancelTestPayment(sessionId);
    } catch (error) {
      // Paid meanwhile (another tab): the page shows that, with the way on, instead of 'cancelled'.
      if (hasCode(error, "CONFLICT")) return window.location.reload();
      // The row stays open and unpaid; leaving is still right.
    }
    window.location.assign(cancelUrl);
  }

  const busy = paying || cancelling;

  return (
    <div className={styles.actions}>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {paying ? "Processing payment…" : cancelling ? "Cancelling…" : ""}
      </p>
      <button type="button" className="btn btn-primary btn-block" onClick={pay} disabled={busy || !ready} aria-busy={paying}>
        {paying ? "Processing payment…" : "Pay"}
      </button>
      <button type="button" className="btn btn-outline btn-block" onClick={cancel} disabled={busy || !ready} aria-busy={cancelling}>
        {cancelling ? "Cancelling…" : "Cancel"}
      </button>
    </div>
  );
}
