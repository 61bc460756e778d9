// /manage-audio-message/{id}: the owner's page for one audio card (spec 002). The card is read on the
// server and handed down; another user's or a missing id is the 'Audio card not found' page.
import type { Metadata } from "next";
import { ManageAudioCard, type TCardTab } from "@/components/cards/manage/ManageCard";
import { isProAccount } from "@/lib/auth/account-type";
import { loadOwnerCard } from "@/lib/cards/load-owner-card";

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Manage Audio Card - Echobook", robots: { index: false } };

export default async function ManageAudioMessagePage({ params, searchParams }: TProps) {
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  const { card, user } = await loadOwnerCard(id);
  const initialTab: TCardTab = tab === "settings" ? "settings" : "details";
  // The key starts a fresh page (and form) when another card is opened from here.
  return <ManageAudioCard key={id} initialCard={card} initialTab={initialTab} isPro={isProAccount(user)} email={user.email} />;
}
