// One item of a dashboard list (a guestbook, an audio card): its name linking to the manage page, its
// status, its facts, then Manage, View (a new tab) and whatever other actions the list adds.
import Link from "next/link";
import type { ReactNode } from "react";
import { FactList, type TFact } from "@/components/ui/FactList";
import dashboard from "./Dashboard.module.css";
import styles from "./Guestbooks.module.css";

type TProps = {
  testId: string;
  name: string;
  manageHref: string;
  viewHref: string;
  viewLabel: string;
  /** The status's key (its badge colour) and its words. */
  status: string;
  statusLabel: string;
  facts: readonly TFact[];
  /** Before the name: the item's checkbox where the list has bulk actions. */
  select?: ReactNode;
  topClassName?: string;
  /** Actions after View. */
  children?: ReactNode;
};

export function ListCard({ testId, name, manageHref, viewHref, viewLabel, status, statusLabel, facts, select, topClassName, children }: TProps) {
  return (
    <li className={`${dashboard.listCard} ${styles.card}`} data-testid={testId}>
      <div className={topClassName ? `${styles.cardTop} ${topClassName}` : styles.cardTop}>
        {select}
        <h3 className={styles.cardName}>
          <Link href={manageHref} className={styles.cardLink}>
            {name}
          </Link>
        </h3>
        <span className={`${styles.status} ${styles[`status_${status}`]}`}>
          <span className="visually-hidden">Status: </span>
          {statusLabel}
        </span>
      </div>
      <FactList facts={facts} className={styles.facts} />
      <div className={styles.actions}>
        <Link href={manageHref} className="btn btn-sm btn-secondary">
          Manage<span className="visually-hidden"> {name}</span>
        </Link>
        <a href={viewHref} target="_blank" rel="noopener noreferrer" className="btn btn-sm btn-outline">
          {viewLabel}
          <span className="visually-hidden"> {name} (opens in a new tab)</span>
        </a>
        {children}
      </div>
    </li>
  );
}
