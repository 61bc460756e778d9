"use client";
// The two kinds of card the manage page serves (spec 002): a standard card (/manage-audio-message) and a
// pro card (/manage-pro-audio-message). A kind holds what differs: the API calls, the texts, the public
// page, when there is a voice, the details block, and whether the owner switches the card on and off
// (a pro card is active once its recipient activates it). The page, its tabs and its form are shared.
import type { ReactNode } from "react";
import type { TFact } from "@/components/ui/FactList";
import { saveBlob } from "@/lib/client/download";
import { fetchProCardMp3, proCardAudioUrl, deleteProCard, startProCardForeverHosting, updateOwnedProCard } from "@/lib/client/pro-cards";
import type { TCardJson } from "@/lib/validation/cards";
import type { TProCardOwnerJson } from "@/lib/validation/pro-cards";
import { cardAudioUrl, deleteCard, downloadCardMp3, setCardActive, updateCard } from "@/lib/client/cards";
import { startForeverHosting } from "@/lib/client/payments";
import { formatDate, formatLength, hostingLabel, type TManageCardForm, type TManagedCard } from "./card-form";
import styles from "./Manage.module.css";

export type TCardKind<C extends TManagedCard> = {
  dashboardHref: string;
  texts: {
    /** The details tab's label. */
    details: string;
    /** What the page manages, for labels: 'audio card', 'pro audio card'. */
    noun: string;
    share: string;
    downloadFailed: string;
    deleteTitle: string;
  };
  viewHref(id: string): string;
  hasAudio(card: C): boolean;
  details(card: C): readonly TFact[];
  audioUrl(id: string): string;
  update(id: string, changes: Partial<TManageCardForm>): Promise<C>;
  remove(id: string): Promise<void>;
  downloadMp3(id: string, fileName: string): Promise<void>;
  startForeverHosting(id: string, customerEmail: string | null): Promise<string>;
  /** The owner's Activate/Deactivate, where the kind has it. */
  setActive?(id: string, isActive: boolean): Promise<C>;
  /**
   * The card as the Settings form and preview see it, where that differs from its JSON: a pro card's
   * public page draws the title over the cover in coverTitleColor, so Title Color edits that (issue 36).
   */
  asForm?(card: C): C;
};

const time = (iso: string): ReactNode => <time dateTime={iso}>{formatDate(iso)}</time>;
const messageIdFact = (messageId: string): TFact => [
  "Message ID",
  <span key="id" className={styles.mono}>
    {messageId}
  </span>,
];

export const AUDIO_CARD_KIND: TCardKind<TCardJson> = {
  dashboardHref: "/dashboard?tab=audio-messages",
  texts: {
    details: "Audio Card Details",
    noun: "audio card",
    share: "Check out my personal audio card!",
    downloadFailed: "Failed to download audio file",
    deleteTitle: "Delete Audio Card",
  },
  viewHref: (id) => `/personal-message/${encodeURIComponent(id)}`,
  hasAudio: (card) => card.audioStatus !== null,
  details: (card) => [
    messageIdFact(card.messageId),
    ["Created", time(card.createdAt)],
    ["Length", formatLength(card.durationMs)],
    ["Hosting", hostingLabel(card)],
  ],
  audioUrl: cardAudioUrl,
  update: updateCard,
  remove: (id) => deleteCard(id, { owner: true }),
  downloadMp3: downloadCardMp3,
  startForeverHosting: (id, customerEmail) => startForeverHosting("personal-message", id, customerEmail),
  setActive: setCardActive,
};

const PRO_STATES: Record<TProCardOwnerJson["status"], string> = { created: "Created", activated: "Activated", recorded: "Recorded", expired: "Expired" };

export const PRO_CARD_KIND: TCardKind<TProCardOwnerJson> = {
  dashboardHref: "/dashboard?tab=subscription-audio-messages",
  texts: {
    details: "Pro Audio Card Details",
    noun: "pro audio card",
    share: "Check out my pro audio card!",
    downloadFailed: "Failed to download audio",
    deleteTitle: "Delete Pro Audio Card",
  },
  viewHref: (id) => `/audio/${encodeURIComponent(id)}`,
  hasAudio: (card) => card.recordedAt !== null,
  details: (card) => [
    messageIdFact(card.messageId),
    [
      "Activation Code",
      <span key="code" className={styles.mono}>
        {card.activationCode ?? "—"}
      </span>,
    ],
    ["State", PRO_STATES[card.status]],
    ["Created", time(card.createdAt)],
    ...(card.activatedAt ? ([["Activated", time(card.activatedAt)]] as const) : []),
    ...(card.recordedAt ? ([["Recorded", time(card.recordedAt)]] as const) : []),
    ["Expires", card.expiresAt ? time(card.expiresAt) : "Never (Forever Hosting)"],
  ],
  audioUrl: proCardAudioUrl,
  // Title Color is the colour guests see: the form's titleColor is saved as the card's coverTitleColor.
  update: (id, { titleColor, ...changes }) => updateOwnedProCard(id, titleColor === undefined ? changes : { ...changes, coverTitleColor: titleColor }),
  asForm: (card) => ({ ...card, titleColor: card.coverTitleColor }),
  remove: deleteProCard,
  downloadMp3: async (id, fileName) => saveBlob(await (await fetchProCardMp3(id)).blob(), fileName),
  startForeverHosting: startProCardForeverHosting,
};
