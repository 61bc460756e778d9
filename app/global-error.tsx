"use client";
// Errors in the root layout itself: the same screen in a document of its own (no header or footer). No
// layout means no catalogue from the server, so the screen starts in English and then shows the
// visitor's language (the language menu's `?lang=` or cookie, else the browser's languages), its words
// loaded from that language's catalogue only now: no page carries them until an error needs them.
import "./globals.css";
import { useEffect, useState } from "react";
import ErrorScreen from "@/components/site/ErrorScreen";
import { ENGLISH_ERROR_SCREEN, type TErrorScreenWords } from "@/lib/i18n/error-screen-english";

export default function GlobalError() {
  const [shown, setShown] = useState<{ language: string; dir: "ltr" | "rtl"; words: TErrorScreenWords }>({
    language: "en",
    dir: "ltr",
    words: ENGLISH_ERROR_SCREEN,
  });

  useEffect(() => {
    let live = true;
    // The language's rules and its catalogue load now, not with every page.
    void import("@/lib/i18n/error-screen-words")
      .then(async ({ errorScreenLanguage, loadErrorScreenWords, languageDirection }) => {
        const language = errorScreenLanguage({ search: window.location.search, cookie: document.cookie, languages: navigator.languages });
        if (language === "en") return;
        const words = await loadErrorScreenWords(language);
        if (live && words) setShown({ language, dir: languageDirection(language), words });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const { language, dir, words } = shown;
  return (
    <html lang={language} dir={dir}>
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
