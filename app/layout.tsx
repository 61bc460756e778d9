import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import "@fontsource-variable/inter";
import "./globals.css";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import Footer from "@/components/site/Footer";
import Header from "@/components/site/Header";
import SiteChrome from "@/components/site/SiteChrome";
import { isBareRoute } from "@/components/site/bare-routes";

export function generateMetadata(): Metadata {
  return {
    // Absolute URLs in og/twitter tags are built on the configured public address.
    metadataBase: new URL(getEnv().APP_URL),
    title: "Echobook - Be Heard. Be Remembered.",
    description: "Create and share personal audio messages and guestbooks.",
  };
}

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#fcd300",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Reading the request headers keeps every page dynamic, which is what lets Next stamp the CSP nonce
  // set by middleware on its own scripts. A <Script> added here needs
  // `nonce={(await headers()).get("x-nonce") ?? undefined}`.
  const requestHeaders = await headers();
  // Pages outside the site layout (the guest recording page above all) get no header or footer, not even
  // hidden ones, so their visitors do not download the header's code. SiteChrome still hides them when a
  // soft navigation reaches such a page; those pages link back out with full page loads.
  const bare = isBareRoute(requestHeaders.get("x-pathname") ?? "");
  const user = bare ? null : await getSessionUser();

  return (
    <html lang="en" data-scroll-behavior="smooth">
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {bare ? null : (
          <SiteChrome>
            <Header user={user ? { email: user.email } : null} />
          </SiteChrome>
        )}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {bare ? null : (
          <SiteChrome>
            <Footer />
          </SiteChrome>
        )}
      </body>
    </html>
  );
}
