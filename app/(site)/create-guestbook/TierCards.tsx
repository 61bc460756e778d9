"use client";
// The expected guest count, one radio card per tier of the price table. The Free card is disabled while
// the user already has a free guestbook (spec 001 section 5).
import { FieldError } from "@/components/ui/FieldError";
import { formatPrice, GUESTBOOK_TIERS } from "@/lib/pricing/plans";
import { freeGuestbookNotice } from "./existing-guestbooks";
import styles from "./wizard.module.css";

type TProps = {
  id: string;
  value: number | null;
  onChange(tierIdx: number): void;
  /** The name of the free guestbook that blocks another one, if any. */
  blockingFreeName: string | null;
  error?: string;
};

export function TierCards({ id, value, onChange, blockingFreeName, error }: TProps) {
  const errorId = `${id}-error`;
  const firstEnabled = GUESTBOOK_TIERS.find((tier) => !(tier.idx === 0 && blockingFreeName !== null))?.idx;
  return (
    <fieldset role="radiogroup" className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="label">Expected guest count</legend>
      <div className={styles.tiers}>
        {GUESTBOOK_TIERS.map((tier) => {
          const blocked = tier.idx === 0 && blockingFreeName !== null;
          const nameId = `${id}-${tier.key}-name`;
          const detailsId = `${id}-${tier.key}-details`;
          const badgeId = `${id}-${tier.key}-badge`;
          return (
            <label key={tier.key} className={styles.tierCard}>
              <input
                type="radio"
                id={tier.idx === firstEnabled ? id : undefined}
                name="tier"
                value={tier.idx}
                checked={value === tier.idx}
                disabled={blocked}
                onChange={() => onChange(tier.idx)}
                aria-labelledby={nameId}
                aria-describedby={tier.badge ? `${badgeId} ${detailsId}` : detailsId}
              />
              {tier.badge ? (
                <span id={badgeId} className={`badge ${styles.tierBadge}`}>
                  {tier.badge}
                </span>
              ) : null}
              <span id={nameId} className={styles.tierName}>
                {tier.name}: <span className={styles.tierGuests}>{tier.guestsLabel}</span>
              </span>
              <span id={detailsId} className={styles.tierMeta}>
                <span className={styles.tierPrice}>{tier.priceCents === 0 ? "$0" : formatPrice(tier.priceCents)}</span>
                <br />
                {`Up to ${tier.maxRecordingSeconds} s a recording`}
                {blocked ? (
                  <>
                    <br />
                    <span className={styles.tierBlocked}>{freeGuestbookNotice(blockingFreeName)}</span>
                  </>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
