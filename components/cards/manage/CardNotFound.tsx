// 'Audio card not found' (spec 002): the server's 404 for a missing or another user's card.
import Link from "next/link";
import styles from "./Manage.module.css";

export default function CardNotFound() {
  return (
    <div className={`container ${styles.state}`}>
      <h1 className={styles.stateTitle}>Audio card not found</h1>
      <p className={styles.muted}>This audio card does not exist, or it belongs to another account.</p>
      <Link href="/dashboard?tab=audio-messages" className="btn btn-primary">
        Back to Dashboard
      </Link>
    </div>
  );
}
