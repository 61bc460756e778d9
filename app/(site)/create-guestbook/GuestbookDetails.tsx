"use client";
// The created guestbook's details on step 3, editable in place (spec 001: Name, Event Type, Event Date,
// Tier with Upgrade, Max Recording Length). 'Upgrade' opens the Upgrade Your Guestbook dialog, which
// shows each higher tier's limits and price and goes to checkout. The new guestbook has no recordings yet.
import { useEffect, useId, useRef, useState } from "react";
import { TierWithUpgrade } from "@/components/guestbooks/TierWithUpgrade";
import { UpgradeGuestbookModal } from "@/components/payments/UpgradeGuestbookModal";
import { FactList, type TFact } from "@/components/ui/FactList";
import { eventTypeLabel } from "@/lib/dashboard/guestbook-view";
import { upgradePriceCents } from "@/lib/pricing/plans";
import { formatLongDate } from "./calendar";
import type { TCreatedGuestbook } from "@/lib/client/guestbooks";
import { DetailsEditor } from "./DetailsEditor";
import styles from "./share.module.css";

type TProps = { guestbook: TCreatedGuestbook; onChange(guestbook: TCreatedGuestbook): void };

export function GuestbookDetails({ guestbook, onChange }: TProps) {
  const [upgrading, setUpgrading] = useState(false);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const canUpgrade = upgradePriceCents(guestbook.tierIdx, guestbook.tierIdx + 1) !== null;

  // Focus goes back to Edit Details once the closed editor is committed and the button is in the page
  // again. A requestAnimationFrame from closeEditor is not enough: after the PUT's await, React commits
  // the update in a later task, and the frame may come first, while the button is still absent.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  function closeEditor() {
    returnFocus.current = true;
    setEditing(false);
  }

  const rows: TFact[] = [
    ["Name", guestbook.name],
    ["Event Type", eventTypeLabel(guestbook)],
    ["Event Date", formatLongDate(guestbook.eventDate)],
    [
      "Tier",
      <TierWithUpgrade key="tier" tierName={guestbook.tierName} onUpgrade={canUpgrade ? () => setUpgrading(true) : null} className={styles.tierValue} />,
    ],
    ["Max Guests/Recordings", guestbook.maxGuests],
    ["Max Recording Length", `${guestbook.maxRecordingDuration} seconds`],
  ];

  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <div className={styles.detailsHead}>
        <h3 id={headingId} className={styles.sectionTitle}>
          Guestbook details
        </h3>
        {editing ? null : (
          <button
            ref={editButton}
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit Details
          </button>
        )}
      </div>
      {editing ? (
        <DetailsEditor
          guestbook={guestbook}
          onCancel={closeEditor}
          onSaved={(updated) => {
            onChange(pickCreated(updated));
            setSaved(true);
            closeEditor();
          }}
        />
      ) : (
        <FactList facts={rows} className={styles.list} rowClassName={styles.row} />
      )}
      <div role="status">{saved && !editing ? <p className="success-text">Guestbook details saved.</p> : null}</div>
      {upgrading ? <UpgradeGuestbookModal guestbook={guestbook} onClose={() => setUpgrading(false)} /> : null}
    </section>
  );
}

function pickCreated(updated: TCreatedGuestbook): TCreatedGuestbook {
  const { id, name, eventType, eventTypeCustom, eventDate, tierIdx, tierName, maxGuests, maxRecordingDuration, publicUrl } = updated;
  return { id, name, eventType, eventTypeCustom, eventDate, tierIdx, tierName, maxGuests, maxRecordingDuration, publicUrl };
}
