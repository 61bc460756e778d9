"use client";
// 'Purchase Guestbook': what the chosen tier costs and includes, then checkout. The paid draft is kept
// on the server under tempGuestbookKey; 'Continue to Payment' asks for a checkout session and follows it.
import { useState } from "react";
import Modal from "@/components/ui/Modal";
import { formatPrice, guestbookTier } from "@/lib/pricing/plans";
import { checkoutRequest, interpretCheckoutResponse, PAYMENT_START_FAILED } from "./create-request";
import styles from "./share.module.css";

type TProps = { tierIdx: number; tempGuestbookKey: string; message: string; onClose(): void };

export function PurchaseModal({ tierIdx, tempGuestbookKey, message, onClose }: TProps) {
  const tier = guestbookTier(tierIdx);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function continueToPayment() {
    setPending(true);
    setError(null);
    let result: { url: string } | { error: string };
    try {
      const response = await fetch("/api/stripe/create-checkout-session", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(checkoutRequest({ tierKey: tier.key, tempGuestbookKey, origin: window.location.origin })),
      });
      result = interpretCheckoutResponse(response.ok, await response.text());
    } catch {
      result = { error: PAYMENT_START_FAILED };
    }
    if ("url" in result) return window.location.assign(result.url);
    setError(result.error);
    setPending(false);
  }

  return (
    <Modal open onClose={onClose} title="Purchase Guestbook" description={message}>
      <div className={styles.purchase}>
        <p className={styles.purchaseTier}>
          <span>
            {tier.name} guestbook <span className={styles.purchaseGuests}>({tier.guestsLabel})</span>
          </span>
          <span className={styles.purchasePrice}>{formatPrice(tier.priceCents)}</span>
        </p>
        <p className="hint">One-time payment. Your guestbook is created as soon as the payment goes through.</p>
        <h3 className={styles.includesHeading}>Includes</h3>
        <ul className={styles.includes}>
          {tier.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {error ? (
          <p role="alert" className="alert alert-error">
            {error}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={continueToPayment} disabled={pending} data-autofocus>
            {pending ? "Starting payment…" : "Continue to Payment"}
          </button>
        </div>
      </div>
    </Modal>
  );
}
