"use client";
// The details tab: what the guestbook is and its limits, then the share section (link, QR code with
// 'SCAN TO LISTEN', social buttons). Details are changed on /edit-guestbook.
import Link from "next/link";
import type { ReactNode } from "react";
import { ShareLink } from "@/components/share/ShareLink";
import { SocialShareButtons } from "@/components/share/SocialShareButtons";
import { STATUS_LABELS, displayStatus, eventTypeLabel } from "@/lib/dashboard/guestbook-view";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import { EVENT_DATE_LOCKED } from "./constants";
import { formatEventDate } from "./format";
import styles from "./Manage.module.css";

const QR_CAPTION = "SCAN TO LISTEN";

function qrFileName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").trim().slice(0, 60) || "guestbook"} QR code`;
}

export default function DetailsTab({ guestbook, onUpgrade }: { guestbook: TGuestbookJson; onUpgrade: (() => void) | null }) {
  const rows: [string, ReactNode][] = [
    ["Name", guestbook.name],
    ["Event type", eventTypeLabel(guestbook)],
    ["Event date", formatEventDate(guestbook.eventDate)],
    [
      "Tier",
      <span key="tier" className={styles.tierValue}>
        <span>{guestbook.tierName}</span>
        {onUpgrade ? (
          <button type="button" className="btn btn-outline btn-sm" onClick={onUpgrade}>
            Upgrade
          </button>
        ) : null}
      </span>,
    ],
    ["Max guests", String(guestbook.maxGuests)],
    ["Max recording length", `${guestbook.maxRecordingDuration} seconds`],
    ["Status", STATUS_LABELS[displayStatus(guestbook.currentStatus)]],
  ];

  return (
    <div className={styles.stack}>
      <div className="card">
        <div className={styles.cardHead}>
          <h2 className={styles.sectionTitle}>Guestbook Details</h2>
          <Link href={`/edit-guestbook/${guestbook.id}`} className="btn btn-outline btn-sm">
            Edit Details
          </Link>
        </div>
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.detail}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {guestbook.eventDateLocked ? <p className="hint">{EVENT_DATE_LOCKED}</p> : null}
      </div>

      <div className="card">
        <h2 className={styles.sectionTitle}>Share Your Guestbook</h2>
        <p className={styles.muted}>Guests open this link or scan the code to leave a message. Tap the code to download it.</p>
        <ShareLink url={guestbook.publicUrl} qrText={QR_CAPTION} qrFileName={qrFileName(guestbook.name)}>
          <SocialShareButtons url={guestbook.publicUrl} text={`Leave a voice message in the "${guestbook.name}" audio guestbook!`} />
        </ShareLink>
      </div>
    </div>
  );
}
