// /manage-pro-audio-message/{id}: the owner's page for one pro audio card (spec 002), the standard card's
// manage page with the pro kind. The card is read on the server and handed down; another user's or a
// missing id is the 'Pro Audio Card Not Found' page.
import type { Metadata } from "next";
import { ManageProCard } from "@/components/cards/manage/ManageCard";
import { manageCardPageParams, type TManageCardPageProps } from "@/components/cards/manage/page-params";
import { isProAccount } from "@/lib/auth/account-type";
import { loadOwnerProCard } from "@/lib/pro-cards/load-owner-card";

export const metadata: Metadata = { title: "Manage Pro Audio Card - Echobook", robots: { index: false } };

export default async function ManageProAudioMessagePage(props: TManageCardPageProps) {
  const { id, initialTab } = await manageCardPageParams(props);
  const { card, user } = await loadOwnerProCard(id);
  return <ManageProCard key={id} initialCard={card} initialTab={initialTab} isPro={isProAccount(user)} email={user.email} />;
}
