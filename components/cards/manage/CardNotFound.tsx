// A manage page's 404 for a missing or another user's card (spec 002): 'Audio card not found', or the pro
// card's 'Pro Audio Card Not Found', with Back to Dashboard on the card's tab; also the pro page's 'Error'
// when the card could not be read.
import Link from "next/link";
import styles from "./Manage.module.css";

type TProps = { title?: string; noun?: string; dashboardHref?: string; error?: string };

export default function CardNotFound({ title = "Audio card not found", noun = "audio card", dashboardHref = "/dashboard?tab=audio-messages", error }: TProps) {
  return (
    <div className={`container ${styles.state}`}>
      <h1 className={styles.stateTitle}>{title}</h1>
      {error ? (
        <p className={styles.muted} role="alert">
          {error}
        </p>
      ) : (
        <p className={styles.muted}>This {noun} does not exist, or it belongs to another account.</p>
      )}
      <Link href={dashboardHref} className="btn btn-primary">
        Back to Dashboard
      </Link>
    </div>
  );
}
