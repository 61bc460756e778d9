import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/ClientMessages";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import "./globals.css";
import { getEnv } from "@/lib/env";
import { isLanguage, languageDirection } from "@/lib/i18n/languages";
import { pickMessages, RECORDER_NAMESPACES, SHARED_NAMESPACES } from "@/lib/i18n/pick-messages";
import { SITE_DESCRIPTION, SITE_TITLE, sitePageMetadata } from "@/lib/seo/site-metadata";

// The site's tags for every page without a preview of its own (a missing page's 404 too); og:url is the
// address asked for, which middleware.ts hands on (a layout is not told its page's path).
export async function generateMetadata(): Promise<Metadata> {
  const path = (await headers()).get("x-pathname") ?? "/";
  return {
    // Absolute URLs in og/twitter tags are built on the configured public address.
    metadataBase: new URL(getEnv().APP_URL),
    ...sitePageMetadata({ path, title: SITE_TITLE, documentTitle: SITE_TITLE, description: SITE_DESCRIPTION, canonical: false }),
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#fcd300",
};

// The document only: each route group's layout decides the chrome ((site) draws the header and footer,
// (public) none), and each puts the page in <main id="main">, the skip link's target. The one SWR
// configuration (SwrProvider: the shared fetcher) is in the (site) layout, and around the pro card editor's
// image chooser, the one SWR user in (public): the guests' pages load no SWR.
export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request headers keeps every page dynamic, which is what lets Next stamp the CSP nonce
  // set by middleware on its own scripts. A <Script> added here needs
  // `nonce={(await headers()).get("x-nonce") ?? undefined}`.
  await headers();
  // The language the page is in (i18n/request.ts): named on <html>, Arabic right to left.
  const locale = await getLocale();
  const t = await getTranslations("meta");
  // The recorder, the upload status and the shared components (share box, dialogs) are client code on
  // several pages: their words travel with them; a page's own ClientMessages adds its namespaces.
  const messages = pickMessages(await getMessages(), [...RECORDER_NAMESPACES, ...SHARED_NAMESPACES]);
  return (
    <html lang={locale} dir={isLanguage(locale) ? languageDirection(locale) : "ltr"} data-scroll-behavior="smooth">
      <body>
        <a className="skip-link" href="#main">
          {t("skipLink")}
        </a>
        <ClientMessages locale={locale} messages={messages}>
          {children}
        </ClientMessages>
      </body>
    </html>
  );
}
