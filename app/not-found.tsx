import type { Metadata } from "next";
import Link from "next/link";
import screen from "@/components/site/ErrorScreen.module.css";
import SiteFrame from "@/components/site/SiteFrame";
import styles from "./not-found.module.css";

export const metadata: Metadata = { title: "Page not found - Echobook" };

// An address that matches no route renders in the root layout, so this page brings the site's frame.
export default function NotFound() {
  return (
    <SiteFrame>
      <div className={`container ${screen.screen}`}>
      <p className={`badge ${styles.code}`} aria-hidden="true">
        404
      </p>
      <h1 className={screen.title}>We couldn&apos;t find that page</h1>
      <p className={screen.text}>The link may be broken, or the page may have moved. Let&apos;s get you back to something worth hearing.</p>
      <div className={screen.actions}>
        <Link href="/" className="btn btn-primary">
          Go to the home page
        </Link>
        <Link href="/#listen" className="btn btn-outline">
          Listen to examples
        </Link>
      </div>
      </div>
    </SiteFrame>
  );
}
