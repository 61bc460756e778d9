// The Pro Audio Guestbooks tab's counters (created, limit, remaining) and its create button.
import type { TDashboardData } from "@/lib/dashboard/dashboard-data";
import { FactList } from "@/components/ui/FactList";
import styles from "./Guestbooks.module.css";

type TProps = {
  info: TDashboardData["subscriptionInfo"] | null;
  creating: boolean;
  error: string | null;
  onCreate: () => void;
};

function remainingProGuestbooks(info: TDashboardData["subscriptionInfo"]): number | null {
  const { subscriptionGuestbooksLimit: limit, subscriptionGuestbooksCreated: created } = info;
  return limit === null ? null : Math.max(0, limit - created);
}

export function ProGuestbookBar({ info, creating, error, onCreate }: TProps) {
  const remaining = info ? remainingProGuestbooks(info) : null;
  const exhausted = remaining === 0;
  return (
    <div className={styles.proBar}>
      {info && (
        <FactList
          className={styles.counters}
          facts={[
            ["Created", info.subscriptionGuestbooksCreated],
            ["Limit", info.subscriptionGuestbooksLimit ?? "Unlimited"],
            ["Remaining", remaining ?? "Unlimited"],
          ]}
        />
      )}
      <div className={styles.proAction}>
        <button type="button" className="btn btn-primary" onClick={onCreate} disabled={creating || exhausted} aria-busy={creating}>
          {creating ? "Creating..." : "Create Pro Audio Guestbook"}
        </button>
        {exhausted && <p className="hint">You have used every Pro Audio Guestbook your plan includes.</p>}
      </div>
      {error && (
        <p role="alert" className={`alert alert-error ${styles.fullRow}`}>
          {error}
        </p>
      )}
    </div>
  );
}
