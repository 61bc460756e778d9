import type { Metadata } from "next";
import { headers } from "next/headers";
import { AuthShell } from "@/components/auth/AuthShell";
import { SignedInRedirect } from "@/components/auth/SignedInRedirect";
import { SignupForm } from "@/components/auth/SignupForm";
import { firstParam } from "@/components/auth/search-param";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Create an account - Echobook" };

export default async function SignupPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await getSessionUser()) {
    return (
      <AuthShell title="You are already signed in">
        <SignedInRedirect />
      </AuthShell>
    );
  }
  const { callbackUrl } = await searchParams;
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <AuthShell title="Create an account" intro="Create guestbooks and audio cards that keep voices for good.">
      <SignupForm callbackUrl={firstParam(callbackUrl)} googleClientId={getEnv().GOOGLE_CLIENT_ID} nonce={nonce} />
    </AuthShell>
  );
}
