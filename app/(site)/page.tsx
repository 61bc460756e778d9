import type { Metadata } from "next";
import GetStarted from "@/components/landing/GetStarted";
import Hero from "@/components/landing/Hero";
import Listen from "@/components/landing/Listen";
import Newsletter from "@/components/landing/Newsletter";
import Pricing from "@/components/landing/Pricing";
import { SITE_DESCRIPTION, SITE_TITLE, sitePageMetadata } from "@/lib/seo/site-metadata";

// Canonical on the configured address (the root layout's metadataBase is APP_URL).
export const metadata: Metadata = sitePageMetadata({ path: "/", title: SITE_TITLE, documentTitle: SITE_TITLE, description: SITE_DESCRIPTION });

export default function HomePage() {
  return (
    <>
      <Hero />
      <GetStarted />
      <Listen />
      <Pricing />
      <Newsletter />
    </>
  );
}
