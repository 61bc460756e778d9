// A read-only list of the user's cards on one dashboard card tab, or an honest empty state.
import type { TCardTab, TDashboardItem } from "@/lib/dashboard/list-dashboard-items";
import styles from "./Dashboard.module.css";

const NOUNS: Record<TCardTab, string> = {
  "audio-messages": "audio cards",
  "subscription-audio-messages": "pro audio cards",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

type TProps = { tab: TCardTab; items: TDashboardItem[]; total: number };

export function ItemList({ tab, items, total }: TProps) {
  const noun = NOUNS[tab];
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>You have no {noun} yet.</p>
        <p className={styles.muted}>Creating and managing {noun} arrives in the next release.</p>
      </div>
    );
  }
  return (
    <>
      <p className={styles.muted}>
        {items.length < total ? `Showing your ${items.length} newest of ${total} ${noun}. ` : ""}
        Managing {noun} from here arrives in the next release.
      </p>
      <ul className={`${styles.cardList} ${styles.items}`}>
        {items.map((item) => (
          <li key={item.id} className={`${styles.listCard} ${styles.item}`}>
            <p className={styles.itemName}>{item.name}</p>
            <p className={styles.muted}>
              Created <time dateTime={item.createdAt.toISOString()}>{dateFormat.format(item.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
