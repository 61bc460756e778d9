"use client";
// Errors inside a page of the site: the shared error screen, inside the site header and footer, in the page's language.
import ErrorScreen from "@/components/site/ErrorScreen";
import { useErrorScreenWords } from "@/components/site/useErrorScreenWords";

export default function SiteErrorPage() {
  return <ErrorScreen {...useErrorScreenWords()} />;
}
