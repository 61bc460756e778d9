"use client";
// Pay or Cancel on the test checkout page. Paying runs the same fulfilment as Stripe's webhook on the
// server, then follows the success address the server answers (never one made up here).
import Link from "next/link";
import { useState } from "react";
import styles from "./test-checkout.module.css";

type TProps = { sessionId: string; status: string; cancelUrl: string; successUrl: string };

const PAYMENT_FAILED = "The test payment could not be completed. Please try again.";

async function readSuccessUrl(response: Response): Promise<{ successUrl: string } | { error: string }> {
  let body: { successUrl?: unknown; error?: unknown } | null = null;
  try {
    body = await response.json();
  } catch {
    return { error: PAYMENT_FAILED };
  }
  // Only a path of this site is followed, as the server stores return addresses.
  if (response.ok && typeof body?.successUrl === "string" && /^\/(?![/\\])/.test(body.successUrl)) return { successUrl: body.successUrl };
  return { error: typeof body?.error === "string" && body.error ? body.error : PAYMENT_FAILED };
}

export function TestCheckoutActions({ sessionId, status, cancelUrl, successUrl }: TProps) {
  const [paying, setPaying] = useState(false);
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
    let result: { successUrl: string } | { error: string };
    try {
      result = await readSuccessUrl(await fetch(`/api/test/complete-payment/${encodeURIComponent(sessionId)}`, { method: "POST" }));
    } catch {
      result = { error: PAYMENT_FAILED };
    }
    if ("successUrl" in result) return window.location.assign(result.successUrl);
    setError(result.error);
    setPaying(false);
  }

  return (
    <div className={styles.actions}>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {paying ? "Processing payment…" : ""}
      </p>
      <button type="button" className="btn btn-primary btn-block" onClick={pay} disabled={paying} aria-busy={paying}>
        {paying ? "Processing payment…" : "Pay"}
      </button>
      {paying ? (
        <span className="btn btn-outline btn-block" aria-disabled="true">
          Cancel
        </span>
      ) : (
        <Link className="btn btn-outline btn-block" href={cancelUrl}>
          Cancel
        </Link>
      )}
    </div>
  );
}
