// /manage-audio-message/{id}: the owner's page for one audio card (spec 002). The card is read on the
// server and handed down; another user's or a missing id is the 'Audio card not found' page.
import type { Metadata } from "next";
import { ManageAudioCard } from "@/components/cards/manage/ManageCard";
import { manageCardPageParams, type TManageCardPageProps } from "@/components/cards/manage/page-params";
import { isProAccount } from "@/lib/auth/account-type";
import { loadOwnerCard } from "@/lib/pro-cards/load-owner-card";

export const metadata: Metadata = { title: "Manage Audio Card - Echobook", robots: { index: false } };

export default async function ManageAudioMessagePage(props: TManageCardPageProps) {
  const { id, initialTab } = await manageCardPageParams(props);
  const { card, user } = await loadOwnerCard(id);
  // The key starts a fresh page (and form) when another card is opened from here.
  return <ManageAudioCard key={id} initialCard={card} initialTab={initialTab} isPro={isProAccount(user)} email={user.email} />;
}
