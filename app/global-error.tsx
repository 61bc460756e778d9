"use client";
// Errors in the root layout itself: the same screen in a document of its own (no header or footer). No
// layout means no catalogue from the server, so it speaks English (the catalogue's own words, kept equal by
// a test). Loading the visitor's catalogue here was tried: its code cost the guest page's first load about
// 0.4 KB, over its 150 KB budget (docs/decisions/languages-pages.md).
import "./globals.css";
import ErrorScreen from "@/components/site/ErrorScreen";
import { ENGLISH_ERROR_SCREEN as words } from "@/lib/i18n/error-screen-english";

export default function GlobalError() {
  return (
    <html lang="en">
      <head>
        <title>{words.documentTitle}</title>
      </head>
      <body>
        <main id="main">
          <ErrorScreen title={words.title} text={words.text} retryLabel={words.retry} backLabel={words.back} />
        </main>
      </body>
    </html>
  );
}
