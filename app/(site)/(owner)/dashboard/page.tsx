import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { AccountSettings } from "@/components/dashboard/AccountSettings";
import { DashboardHeader } from "@/components/dashboard/DashboardHeader";
import { DashboardTabs } from "@/components/dashboard/DashboardTabs";
import { AudioCardsPanel } from "@/components/dashboard/AudioCardsPanel";
import { GuestbooksPanel } from "@/components/dashboard/GuestbooksPanel";
import { ProAudioCardsPanel } from "@/components/dashboard/ProAudioCardsPanel";
import { TAB_LABELS, dashboardTitle } from "@/components/dashboard/tab-labels";
import { VerifyEmailNotice } from "@/components/dashboard/VerifyEmailNotice";
import { VERIFY_NOTICE_COOKIE } from "@/components/dashboard/verify-notice-cookie";
import styles from "@/components/dashboard/Dashboard.module.css";
import { accountTypeLabel, activeTier, isProAccount } from "@/lib/auth/account-type";
import { requirePageUser } from "@/lib/auth/require-page-user";
import { getEnv } from "@/lib/env";
import { canSendMail } from "@/lib/mail/mail-mode";
import { dashboardCacheVersion } from "@/lib/client/dashboard/dashboard-cache";
import { getDashboardSummary } from "@/lib/dashboard/get-dashboard-summary";
import { listDashboardAudioCards, listDashboardProCards } from "@/lib/dashboard/list-dashboard-items";
import { getProSettings } from "@/lib/pro-settings/get-pro-settings";
import { getAccountOverview } from "@/lib/account/account-overview";
import { canUseProCards, canUseProGuestbooks, resolveTab, tabHref, visibleTabs, type TDashboardTab } from "@/lib/dashboard/tabs";
import { getCredits } from "@/lib/credits/get-credits";
import { FactList } from "@/components/ui/FactList";
import guestbookStyles from "@/components/dashboard/Guestbooks.module.css";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Each tab has its own title, so the browser tab and history say where the user is.
export async function generateMetadata({ searchParams }: TProps): Promise<Metadata> {
  const { tab } = await searchParams;
  const requested = Array.isArray(tab) ? tab[0] : tab;
  return { title: dashboardTitle(requested && requested in TAB_LABELS ? (requested as TDashboardTab) : "guestbooks") };
}

export default async function DashboardPage({ searchParams }: TProps) {
  const [user, { tab, from_creation: fromCreation }] = await Promise.all([requirePageUser(), searchParams]);

  // The counts first: holding pro cards keeps their tab after a plan ends.
  const summary = await getDashboardSummary({ user });
  const holds = { proCards: summary["subscription-audio-messages"] };
  const activeTab = resolveTab(tab, user, holds);
  const [proCards, audioCards, proSettings, overview, credits] = await Promise.all([
    activeTab === "subscription-audio-messages" ? listDashboardProCards({ user }) : null,
    activeTab === "audio-messages" ? listDashboardAudioCards({ userId: user.id }) : null,
    activeTab === "settings" && isProAccount(user) ? getProSettings({ userId: user.id }) : null,
    activeTab === "settings" ? getAccountOverview({ userId: user.id }) : null,
    activeTab === "guestbooks" ? getCredits(user.id) : null,
  ]);
  const accountType = accountTypeLabel(user);
  const askToVerify = !user.emailVerifiedAt && canSendMail() && !(await cookies()).has(VERIFY_NOTICE_COOKIE);
  const forceRefresh = fromCreation === "true";
  const tabs = visibleTabs(user, holds).map((visible) => ({
    tab: visible,
    href: tabHref(visible),
    label: TAB_LABELS[visible],
    count: visible === "settings" ? undefined : summary[visible],
  }));

  return (
    <div className={`container ${styles.page}`}>
      <DashboardHeader firstName={user.firstName} accountType={accountType} isPro={isProAccount(user)} />
      {askToVerify && <VerifyEmailNotice email={user.email} />}
      <DashboardTabs tabs={tabs} active={activeTab} userId={user.id} tabInUrl={tab !== undefined} skipRestore={forceRefresh} />
      <section className={styles.panel} aria-labelledby="dashboard-panel-title">
        {activeTab === "settings" ? (
          <AccountSettings
            firstName={user.firstName}
            email={user.email}
            accountType={accountType}
            hasBillingAccount={user.stripeCustomerId !== null}
            googleClientId={getEnv().GOOGLE_CLIENT_ID}
            nonce={(await headers()).get("x-nonce") ?? undefined}
            proSettings={proSettings}
            overview={overview!}
          />
        ) : (
          <>
            <h2 id="dashboard-panel-title" className={styles.panelTitle}>
              {TAB_LABELS[activeTab]}
            </h2>
            {audioCards ? (
              <AudioCardsPanel
                cards={audioCards.cards}
                total={summary["audio-messages"]}
                credits={audioCards.credits}
                quickMessages={audioCards.quickMessages}
                appUrl={getEnv().APP_URL}
                canCreate={!user.isAdmin && activeTier(user) === null}
              />
            ) : proCards ? (
              <ProAudioCardsPanel
                cards={proCards.cards}
                total={summary["subscription-audio-messages"]}
                usage={proCards.usage}
                canCreate={canUseProCards(user)}
              />
            ) : activeTab === "audio-messages" || activeTab === "subscription-audio-messages" ? null : (
              <>
                {credits ? (
                  // Spec 002: the available guestbook credits come from tier1.
                  <FactList
                    className={guestbookStyles.counters}
                    label="Guestbook credits"
                    facts={[["Guestbook credits available", credits.guestbookCredits.tier1]]}
                  />
                ) : null}
                <GuestbooksPanel
                  key={activeTab}
                  tab={activeTab}
                  source={{
                    userId: user.id,
                    version: dashboardCacheVersion(user),
                    expected: { guestbooks: summary.guestbooks, subscriptionGuestbooks: summary["subscription-guestbooks"] },
                    forceRefresh,
                  }}
                  canCreateGuestbook={!user.isAdmin && activeTier(user) === null}
                  hasProTab={canUseProGuestbooks(user)}
                />
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
