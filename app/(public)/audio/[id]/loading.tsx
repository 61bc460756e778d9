// While the server reads the pro card (spec 002: 'Loading pro audio card...').
import styles from "@/components/cards/public/PublicCard.module.css";
import { PRO_PAGE_TEXTS } from "@/components/cards/public/pro/pro-card-look";

export default function ProCardLoading() {
  return (
    <div className={styles.page}>
      <p role="status" className={styles.tagline}>
        {PRO_PAGE_TEXTS.loading}
      </p>
    </div>
  );
}
