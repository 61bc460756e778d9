"use client";
// The Audio Cards tab (spec 002, dashboard): the shared card list (CardListPanel) of the user's standard
// cards, 'Create New Audio Message' for users with no tier who are not admins, and the card credits left
// (free + premium).
import Link from "next/link";
import { FactList } from "@/components/ui/FactList";
import { deleteCard } from "@/lib/client/cards";
import type { TDashboardCard, TDashboardQuickMessage } from "@/lib/dashboard/card-view";
import { CardListPanel, commonCardFacts, type TCardListKind } from "./CardListPanel";
import styles from "./Guestbooks.module.css";
import { QuickMessages } from "./QuickMessages";

const AUDIO_CARD_LIST: TCardListKind<TDashboardCard> = {
  idPrefix: "audio-messages",
  testId: "audio-card",
  noun: "audio card",
  nounTitle: "Audio Cards",
  emptyHint: "Record a voice message, give it a cover and share its link or QR code.",
  manageHref: (id) => `/manage-audio-message/${encodeURIComponent(id)}`,
  viewHref: (id) => `/personal-message/${encodeURIComponent(id)}`,
  facts: commonCardFacts,
  // Already gone (deleted in another window) counts as deleted; the list is right without it.
  deleteCard: (id) => deleteCard(id),
};

type TProps = {
  cards: TDashboardCard[];
  total: number;
  credits: { free: number; premium: number };
  canCreate: boolean;
  quickMessages: TDashboardQuickMessage[];
  appUrl: string;
};

export function AudioCardsPanel({ cards, total, credits, canCreate, quickMessages, appUrl }: TProps) {
  return (
    <>
      <CardListPanel
        kind={AUDIO_CARD_LIST}
        cards={cards}
        total={total}
        header={
          <>
            <div className={styles.panelActions}>
              {canCreate ? (
                <Link href="/personal-message" className="btn btn-primary">
                  Create New Audio Message
                </Link>
              ) : null}
            </div>
            <FactList
              className={styles.counters}
              label="Audio card credits"
              facts={[
                ["Card credits available", credits.free + credits.premium],
                ["Free", credits.free],
                ["Premium", credits.premium],
              ]}
            />
          </>
        }
      />
      <QuickMessages messages={quickMessages} appUrl={appUrl} />
    </>
  );
}
