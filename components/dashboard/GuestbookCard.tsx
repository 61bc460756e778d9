// One guestbook on the dashboard: what it is, when, its status and tier, how many recordings it holds.
// The whole card opens the manage page (its name is the link, stretched over the card); the actions
// sit above that link.
import Link from "next/link";
import type { TDashboardGuestbook } from "@/lib/dashboard/dashboard-data";
import { STATUS_LABELS, displayStatus, eventTypeLabel, formatEventDate, parseDate } from "@/lib/dashboard/guestbook-view";
import dashboard from "./Dashboard.module.css";
import styles from "./Guestbooks.module.css";

type TProps = { guestbook: TDashboardGuestbook; onDelete: (guestbook: TDashboardGuestbook) => void };

/** The tier's longest message: whole minutes as "4 min", anything else in seconds. */
function messageLength(seconds: number): string {
  return seconds >= 60 && seconds % 60 === 0 ? `Up to ${seconds / 60} min` : `Up to ${seconds} s`;
}

export function GuestbookCard({ guestbook, onDelete }: TProps) {
  const status = displayStatus(guestbook.currentStatus);
  const manageHref = `/manage-guestbook/${encodeURIComponent(guestbook.id)}`;
  const eventDateValid = parseDate(guestbook.eventDate) !== null;
  return (
    <li className={`${dashboard.listCard} ${styles.card}`} data-testid="guestbook-card">
      <div className={styles.cardTop}>
        <h3 className={styles.cardName}>
          <Link href={manageHref} className={styles.cardLink}>
            {guestbook.name}
          </Link>
        </h3>
        <span className={`${styles.status} ${styles[`status_${status}`]}`}>
          <span className="visually-hidden">Status: </span>
          {STATUS_LABELS[status]}
        </span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Event</dt>
          <dd>{eventTypeLabel(guestbook)}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>
            {eventDateValid ? <time dateTime={guestbook.eventDate}>{formatEventDate(guestbook.eventDate)}</time> : "Unknown Date"}
          </dd>
        </div>
        <div>
          <dt>Tier</dt>
          <dd>{guestbook.tierName}</dd>
        </div>
        <div>
          <dt>Message length</dt>
          <dd>{messageLength(guestbook.maxRecordingDuration)}</dd>
        </div>
        <div>
          <dt>Recordings</dt>
          <dd>
            {`${guestbook.recordingCount} of ${guestbook.maxGuests}`}
            {guestbook.requiresUpgradeCount > 0 && (
              <span className={styles.upgrade}>
                {guestbook.requiresUpgradeCount === 1 ? "1 needs an upgrade" : `${guestbook.requiresUpgradeCount} need an upgrade`}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Link href={manageHref} className="btn btn-sm btn-secondary">
          Manage<span className="visually-hidden"> {guestbook.name}</span>
        </Link>
        <a href={guestbook.publicUrl} target="_blank" rel="noopener noreferrer" className="btn btn-sm btn-outline">
          View Guestbook<span className="visually-hidden"> {guestbook.name} (opens in a new tab)</span>
        </a>
        <button type="button" className={`btn btn-sm btn-ghost ${styles.deleteButton}`} onClick={() => onDelete(guestbook)}>
          Delete<span className="visually-hidden"> {guestbook.name}</span>
        </button>
      </div>
    </li>
  );
}
