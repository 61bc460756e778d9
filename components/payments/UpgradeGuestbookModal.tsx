"use client";
// 'Upgrade Your Guestbook': the higher tiers with what each adds and what the upgrade costs (the
// difference from the tier already paid for), then checkout. The server prices the upgrade itself from
// the guestbook's current tier; the amounts here are the same table's, shown for the buyer.
import { useId, useState } from "react";
import Modal from "@/components/ui/Modal";
import { placesUnlocked } from "@/lib/guestbooks/place-rule";
import { formatPrice, GUESTBOOK_TIERS, guestbookTier, upgradePriceCents } from "@/lib/pricing/plans";
import { startCheckout, upgradeCheckoutRequest, UPGRADE_FAILED } from "@/lib/client/payments";
import { CheckoutDialogActions } from "./CheckoutDialogActions";
import styles from "./Upgrade.module.css";

type TProps = {
  guestbook: { id: string; name: string; tierIdx: number };
  /** Locked recordings waiting for a higher limit, if any: the dialog says how many the choice unlocks. */
  lockedRecordings?: number;
  /** Takes that hold a guest place (lib/guestbooks/place-rule.ts), the waiting ones among them. */
  placesTaken?: number;
  /** The tier picked before the dialog opened (the edit page's tier field); the first higher one otherwise. */
  initialTierIdx?: number;
  onClose(): void;
};

function unlockNote(tierMax: number, placesTaken: number, locked: number): string | null {
  if (locked <= 0) return null;
  const unlocked = placesUnlocked(tierMax, placesTaken, locked);
  if (locked === 1) return unlocked === 1 ? "Unlocks the recording that needs an upgrade." : null;
  if (unlocked === locked) return `Unlocks all ${locked} recordings that need an upgrade.`;
  return `Unlocks ${unlocked} of the ${locked} recordings that need an upgrade.`;
}

export function UpgradeGuestbookModal({ guestbook, lockedRecordings = 0, placesTaken = 0, initialTierIdx, onClose }: TProps) {
  const current = guestbookTier(guestbook.tierIdx);
  const choices = GUESTBOOK_TIERS.filter((tier) => upgradePriceCents(current.idx, tier.idx) !== null);
  const [chosen, setChosen] = useState<number | null>(choices.find((tier) => tier.idx === initialTierIdx)?.idx ?? choices[0]?.idx ?? null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const legendId = useId();

  async function continueToPayment() {
    if (chosen === null) return;
    setPending(true);
    setError(null);
    const tier = guestbookTier(chosen);
    const result = await startCheckout(
      upgradeCheckoutRequest({ guestbookId: guestbook.id, newTierIdx: tier.idx, tierKey: tier.key, origin: window.location.origin }),
      { fallback: UPGRADE_FAILED, unreachable: UPGRADE_FAILED },
    );
    if ("url" in result) return window.location.assign(result.url);
    setError(result.error);
    setPending(false);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title="Upgrade Your Guestbook"
      description={`"${guestbook.name}" is on the ${current.name} tier (up to ${current.maxGuests} recordings).`}
    >
      <div className={styles.body}>
        {choices.length === 0 ? (
          <p>This guestbook is already on the highest tier.</p>
        ) : (
          <fieldset className={styles.choices} aria-labelledby={legendId} disabled={pending}>
            <legend id={legendId} className={styles.legend}>
              Choose a tier
            </legend>
            {choices.map((tier) => {
              const price = upgradePriceCents(current.idx, tier.idx) ?? 0;
              const note = unlockNote(tier.maxGuests, placesTaken, lockedRecordings);
              return (
                <label key={tier.key} className={styles.choice} data-chosen={chosen === tier.idx || undefined}>
                  <input
                    type="radio"
                    name="upgrade-tier"
                    value={tier.idx}
                    checked={chosen === tier.idx}
                    onChange={() => setChosen(tier.idx)}
                    // Focus starts on the first choice, so a small screen opens at the dialog's top.
                    data-autofocus={tier.idx === choices[0].idx || undefined}
                  />
                  <span className={styles.choiceText}>
                    <span className={styles.choiceHead}>
                      <span className={styles.tierName}>{tier.name}</span>
                      <span className={styles.price}>{formatPrice(price)}</span>
                    </span>
                    <span
                      className={styles.limits}
                    >{`Up to ${tier.maxGuests} recordings, ${tier.maxRecordingSeconds / 60}-minute messages, ${tier.stitchesIncluded} stitched downloads`}</span>
                    {current.priceCents > 0 ? (
                      <span className={styles.hint}>{`${formatPrice(tier.priceCents)} less the ${formatPrice(current.priceCents)} already paid`}</span>
                    ) : null}
                    {note ? <span className={styles.unlock}>{note}</span> : null}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        <p className="hint">One-time payment. The new limits apply as soon as the payment goes through; your link, QR code and recordings stay the same.</p>
        <CheckoutDialogActions
          error={error}
          pending={pending}
          onCancel={onClose}
          onContinue={choices.length > 0 ? continueToPayment : null}
          continueDisabled={chosen === null}
        />
      </div>
    </Modal>
  );
}
