"use client";
// The pro card could not be read (spec 002: an 'Error' page with 'Failed to load pro audio message').
import CardNotFound from "@/components/cards/manage/CardNotFound";

export default function ProCardLoadError() {
  return <CardNotFound title="Error" error="Failed to load pro audio message" dashboardHref="/dashboard?tab=subscription-audio-messages" />;
}
