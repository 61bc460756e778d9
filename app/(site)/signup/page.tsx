import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/AuthPage";
import { SignupForm } from "@/components/auth/SignupForm";
import { sitePageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = sitePageMetadata({
  path: "/signup",
  title: "Create an account",
  description: "Create an Echobook account for audio guestbooks and audio cards that keep voices for good.",
});

export default function SignupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <AuthPage searchParams={searchParams} title="Create an account" intro="Create guestbooks and audio cards that keep voices for good." Form={SignupForm} />
  );
}
