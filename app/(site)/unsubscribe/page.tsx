// /unsubscribe?token= — the link in a mail's footer: one button, so a mail scanner following links unsubscribes no one.
import type { Metadata } from "next";
import { AuthShell } from "@/components/auth/AuthShell";
import { firstParam } from "@/components/auth/search-param";
import { LinkActionButton } from "@/components/mail/LinkActionButton";
import { ApiError } from "@/lib/http/errors";
import { describeSubject, subjectOf, UNSUBSCRIBE_LINK_INVALID } from "@/lib/mail/unsubscribe";

export const metadata: Metadata = { title: "Unsubscribe - Echobook", robots: { index: false, follow: false }, referrer: "no-referrer" };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const token = firstParam((await searchParams).token) ?? null;
  let what: string | null = null;
  try {
    what = await describeSubject(subjectOf(token));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  return (
    <AuthShell title="Unsubscribe">
      {what && token ? <LinkActionButton question={`Stop ${what}?`} action="unsubscribe" token={token} /> : <p role="alert">{UNSUBSCRIBE_LINK_INVALID}</p>}
    </AuthShell>
  );
}
