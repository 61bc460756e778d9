"use client";
// Starts the plan's checkout: Stripe Checkout in subscription mode, or the local test checkout. The
// server prices the plan; the browser only names it.
import { useState } from "react";
import { PAYMENT_START_FAILED, startCheckout, subscriptionCheckoutRequest } from "@/lib/client/payments";
import { useHydrated } from "@/lib/client/use-hydrated";

const UNREACHABLE = "Could not reach the server. Please check your connection and try again.";

export function SubscribeButton({ planKey, planName }: { planKey: string; planName: string }) {
  const ready = useHydrated();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function subscribe() {
    setStarting(true);
    setError(null);
    const result = await startCheckout(subscriptionCheckoutRequest({ planKey, origin: window.location.origin }), {
      fallback: PAYMENT_START_FAILED,
      unreachable: UNREACHABLE,
    });
    if ("url" in result) return window.location.assign(result.url);
    setError(result.error);
    setStarting(false);
  }

  return (
    <>
      <button type="button" className="btn btn-primary btn-block" onClick={subscribe} disabled={!ready || starting} aria-busy={starting}>
        {starting ? "Opening checkout…" : `Subscribe to ${planName}`}
      </button>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
