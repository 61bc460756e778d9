// Every address no other route matches lands here, so its 404 is drawn inside the (site) group's layout
// with the header and footer (the root not-found boundary has none; see app/not-found.tsx). The title is
// this page's: Next applies a not-found file's own metadata inconsistently, so the tab said the home page's.
import type { Metadata } from "next";
import { notFound } from "next/navigation";

export const metadata: Metadata = { title: "Page not found - Echobook", robots: { index: false } };

export default function MissingPage(): never {
  notFound();
}
