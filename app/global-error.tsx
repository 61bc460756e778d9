"use client";
// Errors in the root layout itself: the same screen in a document of its own (no header or footer).
import "./globals.css";
import ErrorScreen from "@/components/site/ErrorScreen";

export default function GlobalError() {
  return (
    <html lang="en">
      <head>
        <title>Something went wrong - Echobook</title>
      </head>
      <body>
        <main id="main">
          <ErrorScreen />
        </main>
      </body>
    </html>
  );
}
