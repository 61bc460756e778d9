// A pro card link that names no card (never made, mistyped, or deleted by its seller): the spec's title.
import styles from "@/components/cards/public/PublicCard.module.css";
import { PRO_PAGE_TEXTS } from "@/components/cards/public/pro/pro-card-look";
import PublicLogo from "@/components/site/PublicLogo";
import { PRO_CARD_TEXTS } from "@/lib/pro-cards/defaults";

export default function ProCardNotFound() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PublicLogo />
      </header>
      <div className={`card ${styles.missing}`}>
        <h1 className={styles.missingTitle}>{PRO_PAGE_TEXTS.notFound}</h1>
        <p role="alert" className="error-text">
          {PRO_CARD_TEXTS.notFound}
        </p>
        <p>{PRO_PAGE_TEXTS.mayBePrivate} Check the link or the QR code you were given.</p>
      </div>
    </div>
  );
}
