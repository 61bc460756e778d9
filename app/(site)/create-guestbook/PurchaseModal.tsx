"use client";
// 'Purchase Guestbook': what the chosen tier costs and includes, then checkout. The paid draft is kept
// on the server under tempGuestbookKey; 'Continue to Payment' asks for a checkout session and follows it.
import { useState } from "react";
import { CheckoutDialogActions } from "@/components/payments/CheckoutDialogActions";
import Modal from "@/components/ui/Modal";
import { formatPrice, guestbookTier } from "@/lib/pricing/plans";
import { PAYMENT_START_FAILED, PURCHASE_FAILED, purchaseCheckoutRequest, startCheckout } from "@/lib/client/payments";
import styles from "./share.module.css";

type TProps = {
  tierIdx: number;
  tempGuestbookKey: string;
  message: string;
  /** Called just before the browser leaves for checkout, so the form can be kept for 'Try Again'. */
  onLeaving(): void;
  onClose(): void;
};

export function PurchaseModal({ tierIdx, tempGuestbookKey, message, onLeaving, onClose }: TProps) {
  const tier = guestbookTier(tierIdx);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function continueToPayment() {
    setPending(true);
    setError(null);
    const result = await startCheckout(purchaseCheckoutRequest({ tierKey: tier.key, tempGuestbookKey, origin: window.location.origin }), {
      fallback: PAYMENT_START_FAILED,
      unreachable: PURCHASE_FAILED,
    });
    if ("url" in result) {
      onLeaving();
      return window.location.assign(result.url);
    }
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
        <CheckoutDialogActions error={error} pending={pending} onCancel={onClose} onContinue={continueToPayment} autoFocusContinue />
      </div>
    </Modal>
  );
}
