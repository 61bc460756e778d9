"use client";
// Errors in a page outside the site's frame (the guest's page, the gate) or in a group's layout itself:
// the shared error screen, as the page's main region. The guest page's own words (spec 001 §8: 'Failed to
// load guestbook' shown as 'Guestbook Not Available') come from here too rather than from an error.tsx of
// its own, which every guest's phone would download as one more script before the first tap (issue 40).
import { usePathname } from "next/navigation";
import ErrorScreen from "@/components/site/ErrorScreen";

const GUEST_PAGE_ERROR = { title: "Guestbook Not Available", text: "Failed to load guestbook", retryLabel: "Try Again", withBack: false };

export default function ErrorPage() {
  const onGuestPage = usePathname()?.startsWith("/live-guestbook/") ?? false;
  return (
    <main id="main" tabIndex={-1}>
      <ErrorScreen {...(onGuestPage ? GUEST_PAGE_ERROR : {})} />
    </main>
  );
}
