// One plan in the pricing section. Prices arrive already formatted from lib/pricing/plans.ts.
import type { ReactNode } from "react";
import styles from "./Pricing.module.css";

type TPlanCardProps = {
  name: string;
  price: string;
  period: string;
  summary: string;
  features?: readonly string[];
  badge?: string;
  action: ReactNode;
};

export default function PlanCard({ name, price, period, summary, features, badge, action }: TPlanCardProps) {
  return (
    <li className={`card ${styles.plan} ${badge ? styles.featured : ""}`}>
      <div className={styles.planHead}>
        <h4 className={styles.planName}>{name}</h4>
        {badge && <span className="badge">{badge}</span>}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span> <span className={styles.period}>{period}</span>
      </p>
      <p className={styles.summary}>{summary}</p>
      {features && (
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.planAction}>{action}</div>
    </li>
  );
}
