"use client";
// The created guestbook's details on step 3. 'Upgrade' opens the Upgrade Your Guestbook dialog, which
// shows each higher tier's limits and price and goes to checkout (spec 001: selecting a higher tier
// triggers the upgrade/payment confirmation). The new guestbook has no recordings yet.
import { useId, useState } from "react";
import { UpgradeGuestbookModal } from "@/components/payments/UpgradeGuestbookModal";
import { eventTypeLabel } from "@/lib/dashboard/guestbook-view";
import { upgradePriceCents } from "@/lib/pricing/plans";
import { formatLongDate } from "./calendar";
import type { TCreatedGuestbook } from "./create-request";
import styles from "./share.module.css";

export function GuestbookDetails({ guestbook }: { guestbook: TCreatedGuestbook }) {
  const [upgrading, setUpgrading] = useState(false);
  const headingId = useId();
  const canUpgrade = upgradePriceCents(guestbook.tierIdx, guestbook.tierIdx + 1) !== null;

  const rows: [string, string][] = [
    ["Name", guestbook.name],
    ["Event Type", eventTypeLabel(guestbook)],
    ["Event Date", formatLongDate(guestbook.eventDate)],
  ];

  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Guestbook details
      </h3>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>Tier</dt>
          <dd className={styles.tierValue}>
            <span>{guestbook.tierName}</span>
            {canUpgrade ? (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setUpgrading(true)}>
                Upgrade
              </button>
            ) : null}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Max Guests/Recordings</dt>
          <dd>{guestbook.maxGuests}</dd>
        </div>
        <div className={styles.row}>
          <dt>Max Recording Length</dt>
          <dd>{`${guestbook.maxRecordingDuration} seconds`}</dd>
        </div>
      </dl>
      {upgrading ? <UpgradeGuestbookModal guestbook={guestbook} onClose={() => setUpgrading(false)} /> : null}
    </section>
  );
}
