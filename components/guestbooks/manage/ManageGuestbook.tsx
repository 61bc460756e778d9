"use client";
// /manage-guestbook/{id}: the owner's page for one guestbook, in three tabs (details and sharing, the
// recordings, personalization). The open tab lives in the URL (?tab=recordings) so a reload keeps it.
// A co-host gets the same page without what only the owner may do (upgrading, deleting recordings,
// choosing co-hosts).
import Link from "next/link";
import { useId, useState } from "react";
import { UpgradeGuestbookModal } from "@/components/payments/UpgradeGuestbookModal";
import { TabbedPanel } from "@/components/ui/TabList";
import { useUrlTab } from "@/components/ui/useUrlTab";
import { holdsAPlace } from "@/lib/guestbooks/place-rule";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TListeningLinkJson } from "@/lib/listening/listening-link";
import type { TWallLinkJson } from "@/lib/wall/wall-link";
import { upgradePriceCents } from "@/lib/pricing/plans";
import type { TRecordingJson } from "@/lib/recordings/serialize";
import { CohostsCard } from "./CohostsCard";
import DetailsTab from "./DetailsTab";
import LoadState from "./LoadState";
import PersonalizationTab from "./PersonalizationTab";
import RecordingsTab from "./RecordingsTab";
import { MANAGE_TABS, type TManageTab } from "./tabs";
import { useGuestbook } from "./useGuestbook";
import { useRecordings } from "./useRecordings";
import styles from "./Manage.module.css";

type TProps = {
  id: string;
  initialTab: TManageTab;
  initialGuestbook: TGuestbookJson;
  initialRecordings: TRecordingJson[];
  initialListeningLink: TListeningLinkJson | null;
  initialWallLink: TWallLinkJson | null;
  isOwner: boolean;
};

export default function ManageGuestbook({ id, initialTab, initialGuestbook, initialRecordings, initialListeningLink, initialWallLink, isOwner }: TProps) {
  const { load, reload, replace } = useGuestbook(id, initialGuestbook);
  const recordings = useRecordings(id, initialRecordings);
  const [tab, select] = useUrlTab<TManageTab>(initialTab, "details");
  const [upgrading, setUpgrading] = useState(false);
  const [listeningLink, setListeningLink] = useState(initialListeningLink);
  const [wallLink, setWallLink] = useState(initialWallLink);
  const baseId = useId();

  if (load.status !== "ready") return <LoadState load={load} onRetry={reload} />;
  const { guestbook } = load;
  const recordingCount = recordings.load.status === "ready" ? recordings.load.recordings.length : guestbook.recordingCount;
  const placesTaken =
    recordings.load.status === "ready" ? recordings.load.recordings.filter((recording) => holdsAPlace(recording.durationMs)).length : guestbook.placesTaken;
  const lockedCount =
    recordings.load.status === "ready" ? recordings.load.recordings.filter((recording) => recording.requiresUpgrade).length : guestbook.requiresUpgradeCount;
  // Pro guestbooks have their subscription's limits; the others can be raised while a higher tier exists.
  const onUpgrade =
    isOwner && !guestbook.isSubscriptionGuestbook && upgradePriceCents(guestbook.tierIdx, guestbook.tierIdx + 1) !== null ? () => setUpgrading(true) : null;
  const labels: Record<TManageTab, string> = {
    details: "Guestbook Details",
    recordings: `Recordings (${recordingCount})`,
    personalization: "Personalization",
  };

  // Deleting recordings changes the counts and can unlock the event date.
  async function afterRecordingsChanged() {
    await Promise.all([recordings.reload(), reload()]);
  }

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <Link href="/dashboard" className={`btn btn-ghost btn-sm ${styles.back}`}>
          <span aria-hidden="true">←</span> Back to Dashboard
        </Link>
        <h1 className={styles.title}>{guestbook.name}</h1>
        {isOwner ? null : <p className={styles.sharedBadge}>Shared with you</p>}
        <div className={styles.actions}>
          <a href={`/live-guestbook/${guestbook.id}`} target="_blank" rel="noopener" className="btn btn-primary">
            View Guestbook<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <Link href={`/guestbook/${guestbook.id}`} className="btn btn-outline">
            Preview
          </Link>
        </div>
      </header>

      <TabbedPanel baseId={baseId} label="Manage guestbook" keys={MANAGE_TABS} labels={labels} selected={tab} onSelect={select} classes={styles}>
        {tab === "details" ? (
          <>
            <DetailsTab
              guestbook={guestbook}
              listeningLink={listeningLink}
              onListeningLinkChange={setListeningLink}
              wallLink={wallLink}
              onWallLinkChange={setWallLink}
              onUpgrade={onUpgrade}
              onSaved={replace}
            />
            <CohostsCard guestbookId={guestbook.id} isOwner={isOwner} />
          </>
        ) : null}
        {tab === "recordings" ? (
          <RecordingsTab
            guestbook={guestbook}
            load={recordings.load}
            onReload={recordings.reload}
            onChanged={afterRecordingsChanged}
            onUpgrade={onUpgrade}
            canDelete={isOwner}
          />
        ) : null}
        {tab === "personalization" ? <PersonalizationTab guestbook={guestbook} onSaved={replace} /> : null}
      </TabbedPanel>
      {upgrading ? (
        <UpgradeGuestbookModal guestbook={guestbook} placesTaken={placesTaken} lockedRecordings={lockedCount} onClose={() => setUpgrading(false)} />
      ) : null}
    </div>
  );
}
