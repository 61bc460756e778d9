"use client";
// The credit purchase modal (spec 002): opened when creating answers 402 REQUIRES_PAYMENT. The packs and
// prices come from the one price table; buying keeps the take on the device and follows the checkout,
// which brings the buyer back to /personal-message?from_payment=1 to make the card.
import { useState, type FormEvent } from "react";
import Modal from "@/components/ui/Modal";
import { SubmitDialogActions } from "@/components/ui/SubmitDialogActions";
import { messageOf } from "@/lib/client/api";
import { formatPrice, MESSAGE_PACKS } from "@/lib/pricing/plans";
import { CHECKOUT_FAILED } from "@/lib/client/cards";
import { startCreditCheckout } from "@/lib/client/payments";
import styles from "./wizard.module.css";

export const SELECT_PACK = "Please select a credit package first.";
export const RECORD_FIRST_FOR_PURCHASE = "Please record your audio message first.";
const BUYABLE_PACKS = MESSAGE_PACKS.filter((pack) => pack.priceCents > 0);

type TProps = {
  open: boolean;
  onClose(): void;
  /** Keeps the take and the choices on the device; false when there is nothing to keep. */
  onLeaving(): Promise<boolean>;
};

export function CreditsModal({ open, onClose, onLeaving }: TProps) {
  const [packKey, setPackKey] = useState<string>("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function buy(event: FormEvent) {
    event.preventDefault();
    if (!packKey) return setError(SELECT_PACK);
    setError(null);
    setBusy(true);
    if (!(await onLeaving())) {
      setBusy(false);
      return setError(RECORD_FIRST_FOR_PURCHASE);
    }
    try {
      window.location.assign(await startCreditCheckout(packKey));
    } catch (caught) {
      setError(messageOf(caught, CHECKOUT_FAILED));
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => !busy && onClose()}
      title="Audio Message Credits"
      description="You have no audio card credits left. Choose a pack to create your card."
    >
      <form onSubmit={buy} className="stack" noValidate>
        <fieldset className={styles.packs}>
          <legend className="label">Credit packs</legend>
          {BUYABLE_PACKS.map((pack) => (
            <label key={pack.key} className={styles.pack}>
              <input type="radio" name="pack" value={pack.key} checked={packKey === pack.key} onChange={() => setPackKey(pack.key)} />
              <span className={styles.packName}>
                {pack.name} Pack: {pack.pages} audio cards
              </span>
              <span className={styles.packPrice}>{formatPrice(pack.priceCents)}</span>
              {pack.badge && <span className="badge">{pack.badge}</span>}
            </label>
          ))}
        </fieldset>
        <p className="hint">One-time payment. Each credit makes one audio card.</p>
        <SubmitDialogActions error={error} busy={busy} onCancel={onClose} label="Buy Credits" />
      </form>
    </Modal>
  );
}
