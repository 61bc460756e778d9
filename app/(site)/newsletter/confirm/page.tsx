// /newsletter/confirm?token= — the link in the newsletter's confirmation mail: one button confirms.
import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/AuthShell";
import { firstParam } from "@/components/auth/search-param";
import { LinkActionButton } from "@/components/mail/LinkActionButton";
import { CONFIRM_LINK_INVALID, pendingSignupOf } from "@/lib/newsletter/subscribe";

export const metadata: Metadata = { title: "Confirm your subscription - Echobook", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function NewsletterConfirmPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = firstParam((await searchParams).token) ?? null;
  const signup = await pendingSignupOf(token);
  return (
    <AuthShell title="Echobook newsletter">
      {signup && token ? (
        signup.confirmed ? (
          <p role="status">{signup.email} is subscribed. Thank you!</p>
        ) : (
          <LinkActionButton question={`Send the Echobook newsletter to ${signup.email}?`} action="confirm-newsletter" token={token} />
        )
      ) : (
        <p role="alert">{CONFIRM_LINK_INVALID}</p>
      )}
    </AuthShell>
  );
}
