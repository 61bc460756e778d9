// A card link that names no card (never made, mistyped, or deleted): the spec's screen title and text.
import styles from "@/components/cards/public/PublicCard.module.css";
import PublicLogo from "@/components/site/PublicLogo";
import { FullLoadLink } from "@/components/ui/FullLoadLink";

export default function CardNotFound() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PublicLogo />
      </header>
      <div className={`card ${styles.missing}`}>
        <h1 className={styles.missingTitle}>Message Not Available</h1>
        <p role="alert" className="error-text">
          Message not found
        </p>
        <p>Check the link you were sent, or ask the sender to share it again.</p>
        <FullLoadLink href="/personal-message" className="btn btn-primary">
          Create your own audio card
        </FullLoadLink>
      </div>
    </div>
  );
}
