"use client";
// Errors inside a page of the site: the shared error screen, inside the site header and footer.
import ErrorScreen from "@/components/site/ErrorScreen";

export default function SiteErrorPage() {
  return <ErrorScreen />;
}
