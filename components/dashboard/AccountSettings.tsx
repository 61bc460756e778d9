// The dashboard's settings tab: profile details, Pro Settings for subscribers and admins, billing for
// users with a payment account, sign-in and security (with Change password), the account's data (download
// it, delete the account), and the support links the spec marks as coming soon.
import Link from "next/link";
import type { TAccountOverview } from "@/lib/account/account-overview";
import { BillingSection } from "./BillingSection";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { DownloadDataButton } from "./DownloadDataButton";
import type { TProSettings } from "@/lib/validation/pro-settings";
import { FirstNameForm } from "./FirstNameForm";
import { ProSettingsSection } from "./ProSettingsSection";
import { SecuritySection } from "./SecuritySection";
import styles from "./Dashboard.module.css";

const COMING_SOON = ["Contact support", "Help"] as const;

type TProps = {
  firstName: string;
  email: string;
  accountType: string;
  /** The user has a payment-customer id; the spec shows the Billing section only then. */
  hasBillingAccount: boolean;
  googleClientId?: string;
  nonce?: string;
  /** A pro account's settings; null for everyone else, who do not see the section. */
  proSettings: TProSettings | null;
  /** Whether the account has a password, and what deleting it would take with it. */
  overview: TAccountOverview;
};

export function AccountSettings({ firstName, email, accountType, hasBillingAccount, googleClientId, nonce, proSettings, overview }: TProps) {
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
      <SecuritySection
        googleClientId={googleClientId}
        nonce={nonce}
        google={overview.google}
        hasPassword={overview.hasPassword}
        emailVerified={overview.emailVerified}
      />
      <section className={`card ${styles.card}`} aria-labelledby="settings-data-title">
        <h3 id="settings-data-title" className={styles.cardTitle}>
          Your data
        </h3>
        <div className={styles.securityRow}>
          <p>
            <strong>Download my data</strong>
            <br />
            One ZIP file with your account, every guestbook with its recordings and guest list, your messages, cards, images and payments.
          </p>
          <DownloadDataButton />
        </div>
        <div className={styles.securityRow}>
          <p>
            <strong>Delete account</strong>
            <br />
            Deletes your account, your guestbooks with every recording, your messages and cards. See our <Link href="/privacy">privacy notice</Link>.
          </p>
          <DeleteAccountDialog counts={overview} hasPassword={overview.hasPassword} googleClientId={googleClientId} nonce={nonce} />
        </div>
      </section>
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
