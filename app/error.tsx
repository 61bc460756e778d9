"use client";
// Errors in a page outside the site's frame (the guest's page, the gate) or in a group's layout itself:
// the shared error screen, as the page's main region.
import ErrorScreen from "@/components/site/ErrorScreen";

export default function ErrorPage() {
  return (
    <main id="main" tabIndex={-1}>
      <ErrorScreen />
    </main>
  );
}
