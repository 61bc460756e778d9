// A missing or another user's pro card (spec 002: 'Pro Audio Card Not Found').
import type { Metadata } from "next";
import CardNotFound from "@/components/cards/manage/CardNotFound";

export const metadata: Metadata = { title: "Pro Audio Card Not Found - Echobook", robots: { index: false } };

export default function ProCardNotFound() {
  return <CardNotFound title="Pro Audio Card Not Found" noun="pro audio card" dashboardHref="/dashboard?tab=subscription-audio-messages" />;
}
