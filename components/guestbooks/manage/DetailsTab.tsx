"use client";
// The details tab: what the guestbook is and its limits, then the share section (link, QR code with
// 'SCAN TO LISTEN', social buttons). Details are changed on /edit-guestbook.
import Link from "next/link";
import { ShareLink } from "@/components/share/ShareLink";
import { SocialShareButtons } from "@/components/share/SocialShareButtons";
import { FactList, type TFact } from "@/components/ui/FactList";
import { TierWithUpgrade } from "../TierWithUpgrade";
import { STATUS_LABELS, displayStatus, eventTypeLabel } from "@/lib/dashboard/guestbook-view";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TListeningLinkJson } from "@/lib/listening/listening-link";
import type { TWallLinkJson } from "@/lib/wall/wall-link";
import { EVENT_DATE_LOCKED } from "./constants";
import { WallLinkCard } from "./WallLinkCard";
import { FamilyShareCard } from "./FamilyShareCard";
import { TableSignButton, guestbookQrName } from "./TableSignButton";
import { formatEventDate } from "@/lib/format/time";
import { HostNotesCard } from "./HostNotesCard";
import styles from "./Manage.module.css";

const QR_CAPTION = "SCAN TO LISTEN";

function qrFileName(name: string): string {
  return `${
    name
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
      .trim()
      .slice(0, 60) || "guestbook"
  } QR code`;
}

type TProps = {
  guestbook: TGuestbookJson;
  listeningLink: TListeningLinkJson | null;
  onListeningLinkChange(link: TListeningLinkJson | null): void;
  wallLink: TWallLinkJson | null;
  onWallLinkChange(link: TWallLinkJson | null): void;
  onUpgrade: (() => void) | null;
  onSaved: (guestbook: TGuestbookJson) => void;
};

export default function DetailsTab({ guestbook, listeningLink, onListeningLinkChange, wallLink, onWallLinkChange, onUpgrade, onSaved }: TProps) {
  const rows: TFact[] = [
    ["Name", guestbook.name],
    ["Event type", eventTypeLabel(guestbook)],
    ["Event date", formatEventDate(guestbook.eventDate)],
    ["Event time zone", guestbook.timeZone.replaceAll("_", " ")],
    ["Tier", <TierWithUpgrade key="tier" tierName={guestbook.tierName} onUpgrade={onUpgrade} className={styles.tierValue} />],
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
        <FactList facts={rows} className={styles.details} rowClassName={styles.detail} />
        {guestbook.eventDateLocked ? <p className="hint">{EVENT_DATE_LOCKED}</p> : null}
      </div>

      <div className="card">
        <h2 className={styles.sectionTitle}>Share Your Guestbook</h2>
        <p className={styles.muted}>Guests open this link or scan the code to leave a message. Tap the code to download it.</p>
        <ShareLink url={guestbook.publicUrl} qrText={QR_CAPTION} qrFileName={qrFileName(guestbook.name)} qrSavedAs={guestbookQrName(guestbook.id)}>
          <SocialShareButtons tiktok="open" url={guestbook.publicUrl} text={`Leave a voice message in the "${guestbook.name}" audio guestbook!`} />
        </ShareLink>
        <TableSignButton guestbookId={guestbook.id} qrSavedAs={guestbookQrName(guestbook.id)} />
      </div>

      <FamilyShareCard guestbookId={guestbook.id} guestbookName={guestbook.name} link={listeningLink} onChange={onListeningLinkChange} />

      <WallLinkCard guestbookId={guestbook.id} guestbookName={guestbook.name} link={wallLink} onChange={onWallLinkChange} />

      <HostNotesCard guestbook={guestbook} onSaved={onSaved} />
    </div>
  );
}
