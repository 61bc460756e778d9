// While the server reads the pro card (spec 002: a spinner with 'Loading pro audio card...').
import { Spinner } from "@/components/ui/Spinner";
import styles from "@/components/cards/manage/Manage.module.css";

export default function LoadingProCard() {
  return (
    <div className={`container ${styles.state}`} role="status">
      <Spinner /> Loading pro audio card...
    </div>
  );
}
