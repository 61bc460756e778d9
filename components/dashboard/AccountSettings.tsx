// The dashboard's settings tab: profile details, Pro Settings for subscribers and admins, billing for
// users with a payment account, sign-in and security, and the account actions the spec marks as coming soon.
import { BillingSection } from "./BillingSection";
import type { TProSettings } from "@/lib/validation/pro-settings";
import { FirstNameForm } from "./FirstNameForm";
import { ProSettingsSection } from "./ProSettingsSection";
import { SecuritySection } from "./SecuritySection";
import styles from "./Dashboard.module.css";

const COMING_SOON = ["Change password", "Delete account", "Contact support", "Help"] as const;

type TProps = {
  firstName: string;
  email: string;
  accountType: string;
  /** The user has a payment-customer id; the spec shows the Billing section only then. */
  hasBillingAccount: boolean;
  googleClientId?: string;
  nonce?: string;
  googleLinked: boolean;
  /** A pro account's settings; null for everyone else, who do not see the section. */
  proSettings: TProSettings | null;
};

export function AccountSettings({ firstName, email, accountType, hasBillingAccount, googleClientId, nonce, googleLinked, proSettings }: TProps) {
  return (
    <div className={styles.settings}>
      <h2 id="dashboard-panel-title" className={styles.panelTitle}>
        Account Settings
      </h2>
      <section className={`card ${styles.card}`} aria-labelledby="settings-profile-title">
        <h3 id="settings-profile-title" className={styles.cardTitle}>
          Profile
        </h3>
        <FirstNameForm initialFirstName={firstName} />
        <dl className={`${styles.details} ${styles.profileDetails}`}>
          <div>
            <dt>Email</dt>
            <dd className={styles.breakAnywhere}>{email}</dd>
          </div>
          <div>
            <dt>Account type</dt>
            <dd>{accountType}</dd>
          </div>
        </dl>
      </section>
      {proSettings && <ProSettingsSection initialSettings={proSettings} />}
      {hasBillingAccount && <BillingSection />}
      <SecuritySection googleClientId={googleClientId} nonce={nonce} googleLinked={googleLinked} />
      <section className={`card ${styles.card}`} aria-labelledby="settings-more-title">
        <h3 id="settings-more-title" className={styles.cardTitle}>
          Account and support
        </h3>
        <ul className={styles.comingSoonList}>
          {COMING_SOON.map((label) => (
            <li key={label} className={styles.comingSoonItem}>
              <span>{label}</span>
              <span className={styles.soonBadge}>Coming soon</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
