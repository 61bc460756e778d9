"use client";
// Errors in a page outside the site's frame (the guest's page, the gate) or in a group's layout itself:
// the shared error screen, as the page's main region. The guest page's own words (spec 001 §8: 'Failed to
// load guestbook' shown as 'Guestbook Not Available') come from here too rather than from an error.tsx of
// its own, which every guest's phone would download as one more script before the first tap (issue 40).
// In the page's language (the root layout's `shared` words).
import { usePathname } from "next/navigation";
import { useTranslations } from "@/components/i18n/ClientMessages";
import ErrorScreen from "@/components/site/ErrorScreen";
import { useErrorScreenWords } from "@/components/site/useErrorScreenWords";

export default function ErrorPage() {
  const t = useTranslations("shared");
  const words = useErrorScreenWords();
  const onGuestPage = usePathname()?.startsWith("/live-guestbook/") ?? false;
  const guestPageError = { title: t("guestError.title"), text: t("guestError.text"), retryLabel: t("guestError.retry"), withBack: false };
  return (
    <main id="main" tabIndex={-1}>
      <ErrorScreen {...words} {...(onGuestPage ? guestPageError : {})} />
    </main>
  );
}
