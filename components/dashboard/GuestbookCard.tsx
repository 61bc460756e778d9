// One guestbook on the dashboard: what it is, when, its status and tier, how many recordings it holds.
// The whole card opens the manage page (its name is the link, stretched over the card); the actions
// sit above that link (ListCard).
import type { TDashboardGuestbook } from "@/lib/dashboard/dashboard-data";
import { STATUS_LABELS, displayStatus, eventTypeLabel, parseDate } from "@/lib/dashboard/guestbook-view";
import { formatEventDate, INVALID_DATE } from "@/lib/format/time";
import { ListCard } from "./ListCard";
import styles from "./Guestbooks.module.css";

/** `shared`: the viewer co-hosts it (issue 50), so it is marked and has no Delete, which is the owner's. */
type TProps = { guestbook: TDashboardGuestbook; shared: boolean; onDelete: (guestbook: TDashboardGuestbook) => void };

/** The tier's longest message: whole minutes as "4 min", anything else in seconds. */
function messageLength(seconds: number): string {
  return seconds >= 60 && seconds % 60 === 0 ? `Up to ${seconds / 60} min` : `Up to ${seconds} s`;
}

export function GuestbookCard({ guestbook, shared, onDelete }: TProps) {
  const status = displayStatus(guestbook.currentStatus);
  const manageHref = `/manage-guestbook/${encodeURIComponent(guestbook.id)}`;
  const eventDateValid = parseDate(guestbook.eventDate) !== null;
  const recordings = (
    <>
      {`${guestbook.recordingCount} of ${guestbook.maxGuests}`}
      {guestbook.requiresUpgradeCount > 0 && (
        <span className={styles.upgrade}>
          {guestbook.requiresUpgradeCount === 1 ? "1 needs an upgrade" : `${guestbook.requiresUpgradeCount} need an upgrade`}
        </span>
      )}
    </>
  );
  return (
    <ListCard
      testId="guestbook-card"
      name={guestbook.name}
      manageHref={manageHref}
      viewHref={guestbook.publicUrl}
      viewLabel="View Guestbook"
      status={status}
      statusLabel={STATUS_LABELS[status]}
      facts={[
        ["Event", eventTypeLabel(guestbook)],
        ["Date", eventDateValid ? <time dateTime={guestbook.eventDate}>{formatEventDate(guestbook.eventDate, "medium")}</time> : INVALID_DATE],
        ["Tier", guestbook.tierName],
        ["Message length", messageLength(guestbook.maxRecordingDuration)],
        ["Recordings", recordings],
        ...(shared
          ? [
              [
                "Access",
                <span key="shared" className={styles.sharedMark}>
                  Shared with you
                </span>,
              ] as const,
            ]
          : []),
      ]}
    >
      {shared ? null : (
        <button type="button" className={`btn btn-sm btn-ghost ${styles.deleteButton}`} onClick={() => onDelete(guestbook)}>
          Delete<span className="visually-hidden"> {guestbook.name}</span>
        </button>
      )}
    </ListCard>
  );
}
