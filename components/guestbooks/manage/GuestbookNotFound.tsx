// 'Guestbook Not Found' on the owner pages: the server's 404 for a missing or foreign id, and what the
// page shows when a reload finds the guestbook gone (deleted in another window).
import Link from "next/link";
import styles from "./Manage.module.css";

export default function GuestbookNotFound() {
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>Guestbook Not Found</h1>
      <p className={styles.muted}>This guestbook does not exist, or it belongs to another account.</p>
      <div className={styles.actions}>
        <Link href="/dashboard" className="btn btn-outline">
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
