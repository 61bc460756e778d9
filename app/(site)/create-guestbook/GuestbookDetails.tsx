"use client";
// The created guestbook's details on step 3. 'Upgrade' opens the Upgrade Your Guestbook dialog, which
// shows each higher tier's limits and price and goes to checkout (spec 001: selecting a higher tier
// triggers the upgrade/payment confirmation). The new guestbook has no recordings yet.
import { useId, useState } from "react";
import { TierWithUpgrade } from "@/components/guestbooks/TierWithUpgrade";
import { UpgradeGuestbookModal } from "@/components/payments/UpgradeGuestbookModal";
import { FactList, type TFact } from "@/components/ui/FactList";
import { eventTypeLabel } from "@/lib/dashboard/guestbook-view";
import { upgradePriceCents } from "@/lib/pricing/plans";
import { formatLongDate } from "./calendar";
import type { TCreatedGuestbook } from "./create-request";
import styles from "./share.module.css";

export function GuestbookDetails({ guestbook }: { guestbook: TCreatedGuestbook }) {
  const [upgrading, setUpgrading] = useState(false);
  const headingId = useId();
  const canUpgrade = upgradePriceCents(guestbook.tierIdx, guestbook.tierIdx + 1) !== null;

  const rows: TFact[] = [
    ["Name", guestbook.name],
    ["Event Type", eventTypeLabel(guestbook)],
    ["Event Date", formatLongDate(guestbook.eventDate)],
    ["Tier", <TierWithUpgrade key="tier" tierName={guestbook.tierName} onUpgrade={canUpgrade ? () => setUpgrading(true) : null} className={styles.tierValue} />],
    ["Max Guests/Recordings", guestbook.maxGuests],
    ["Max Recording Length", `${guestbook.maxRecordingDuration} seconds`],
  ];

  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Guestbook details
      </h3>
      <FactList facts={rows} className={styles.list} rowClassName={styles.row} />
      {upgrading ? <UpgradeGuestbookModal guestbook={guestbook} onClose={() => setUpgrading(false)} /> : null}
    </section>
  );
}
