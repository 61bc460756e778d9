import type { Metadata } from "next";
import { headers } from "next/headers";
import { AuthShell } from "@/components/auth/AuthShell";
import { LoginForm } from "@/components/auth/LoginForm";
import { SignedInRedirect } from "@/components/auth/SignedInRedirect";
import { firstParam } from "@/components/auth/search-param";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Sign in - Echobook" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
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
    <AuthShell title="Sign in" intro="Welcome back. Sign in to manage your guestbooks and audio cards.">
      <LoginForm callbackUrl={firstParam(callbackUrl)} googleClientId={getEnv().GOOGLE_CLIENT_ID} nonce={nonce} />
    </AuthShell>
  );
}
