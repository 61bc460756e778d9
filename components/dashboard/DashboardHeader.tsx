import styles from "./Dashboard.module.css";

type TProps = { firstName: string; accountType: string; isPro: boolean };

export function DashboardHeader({ firstName, accountType, isPro }: TProps) {
  return (
    <header className={`${styles.header} ${isPro ? styles.headerPro : ""}`}>
      <div className={styles.headerText}>
        <h1 className={styles.title}>Dashboard</h1>
        <p className={styles.greeting}>
          Hi, <span data-testid="dashboard-first-name">{firstName}</span>!
        </p>
      </div>
      <p className={`badge ${styles.badge} ${isPro ? "" : styles.badgeStandard}`}>
        <span className="visually-hidden">Account type: </span>
        {accountType}
      </p>
    </header>
  );
}
