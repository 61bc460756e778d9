// /manage-pro-audio-message/{id}: the owner's page for one pro audio card (spec 002), the standard card's
// manage page with the pro kind. The card is read on the server and handed down; another user's or a
// missing id is the 'Pro Audio Card Not Found' page.
import type { Metadata } from "next";
import { ManageProCard, type TCardTab } from "@/components/cards/manage/ManageCard";
import { isProAccount } from "@/lib/auth/account-type";
import { loadOwnerProCard } from "@/lib/cards/load-owner-card";

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Manage Pro Audio Card - Echobook", robots: { index: false } };

export default async function ManageProAudioMessagePage({ params, searchParams }: TProps) {
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  const { card, user } = await loadOwnerProCard(id);
  const initialTab: TCardTab = tab === "settings" ? "settings" : "details";
  return <ManageProCard key={id} initialCard={card} initialTab={initialTab} isPro={isProAccount(user)} email={user.email} />;
}
