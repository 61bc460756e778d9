"use client";
// The created guestbook's details on step 3. 'Upgrade' only previews a higher tier's limits here, as
// the spec's wizard does; buying one happens at checkout from the guestbook's manage page.
import Link from "next/link";
import { useId, useState } from "react";
import { GUESTBOOK_TIERS, formatPrice } from "@/lib/pricing/plans";
import { formatLongDate } from "./calendar";
import type { TCreatedGuestbook } from "./create-request";
import { eventTypeLabel } from "./wizard-form";
import styles from "./share.module.css";

export function GuestbookDetails({ guestbook }: { guestbook: TCreatedGuestbook }) {
  const [previewIdx, setPreviewIdx] = useState<number | null>(null);
  const [choosing, setChoosing] = useState(false);
  const selectId = useId();
  const noteId = useId();
  const higher = GUESTBOOK_TIERS.filter((tier) => tier.idx > guestbook.tierIdx);
  const preview = previewIdx === null ? null : GUESTBOOK_TIERS[previewIdx];

  const rows: [string, string][] = [
    ["Name", guestbook.name],
    ["Event Type", eventTypeLabel(guestbook.eventType, guestbook.eventTypeCustom)],
    ["Event Date", formatLongDate(guestbook.eventDate)],
  ];

  return (
    <section className={styles.details} aria-labelledby={`${selectId}-heading`}>
      <h3 id={`${selectId}-heading`} className={styles.sectionTitle}>
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
            <span>
              {preview ? `${preview.name} (preview)` : guestbook.tierName}
            </span>
            {higher.length > 0 && !choosing ? (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setChoosing(true)}>
                Upgrade
              </button>
            ) : null}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>Max Guests/Recordings</dt>
          <dd>{preview ? preview.maxGuests : guestbook.maxGuests}</dd>
        </div>
        <div className={styles.row}>
          <dt>Max Recording Length</dt>
          <dd>{`${preview ? preview.maxRecordingSeconds : guestbook.maxRecordingDuration} seconds`}</dd>
        </div>
      </dl>
      {choosing ? (
        <div className={`field ${styles.upgrade}`}>
          <label className="label" htmlFor={selectId}>
            Preview a higher tier
          </label>
          <select
            id={selectId}
            className="input"
            value={previewIdx ?? ""}
            aria-describedby={noteId}
            onChange={(event) => setPreviewIdx(event.target.value === "" ? null : Number(event.target.value))}
          >
            <option value="">{`${guestbook.tierName} (current)`}</option>
            {higher.map((tier) => (
              <option key={tier.key} value={tier.idx}>
                {`${tier.name}: ${tier.guestsLabel}, ${formatPrice(tier.priceCents)}`}
              </option>
            ))}
          </select>
          <p id={noteId} className="hint">
            This only shows the tier&apos;s limits here. To upgrade, pay at checkout from the guestbook&apos;s{" "}
            <Link href={`/manage-guestbook/${guestbook.id}`}>manage page</Link>.
          </p>
        </div>
      ) : null}
    </section>
  );
}
