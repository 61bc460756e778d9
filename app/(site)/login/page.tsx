import type { Metadata } from "next";
import { AuthPage } from "@/components/auth/AuthPage";
import { LoginForm } from "@/components/auth/LoginForm";
import { EDIT_LOGIN_REQUIRED } from "@/components/guestbooks/manage/constants";
import { sitePageMetadata } from "@/lib/seo/site-metadata";

export const metadata: Metadata = sitePageMetadata({
  path: "/login",
  title: "Sign in",
  description: "Sign in to Echobook to manage your guestbooks and audio cards.",
});

// Spec 001's reason for a signed-out visitor of the edit page (sent here by middleware.ts or the page).
const introFor = (callbackUrl: string | undefined) => (callbackUrl?.startsWith("/edit-guestbook/") ? EDIT_LOGIN_REQUIRED : null);

export default function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <AuthPage
      searchParams={searchParams}
      title="Sign in"
      intro="Welcome back. Sign in to manage your guestbooks and audio cards."
      introFor={introFor}
      Form={LoginForm}
    />
  );
}
