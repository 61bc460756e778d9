"use client";
// Errors inside a page: the shared error screen, inside the site header and footer.
import ErrorScreen from "@/components/site/ErrorScreen";

export default function ErrorPage() {
  return <ErrorScreen />;
}
