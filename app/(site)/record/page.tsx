import type { Metadata } from "next";
import Link from "next/link";
import { MESSAGE_MAX_DURATION_SECONDS } from "@/lib/audio/limits";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { RecordMessage } from "./RecordMessage";
import styles from "./record.module.css";

export const metadata: Metadata = sitePageMetadata({
  path: "/record",
  title: "Record a message",
  description: "Record a voice message in your browser and share it with a link or a QR code. No app, no sign-up.",
});

export default function RecordPage() {
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">Home</Link>
          </li>
          <li aria-current="page">Record a message</li>
        </ol>
      </nav>
      <h1 className={styles.title}>Record a message</h1>
      <p className={styles.intro}>Say it in your own voice, then share it with a link or a QR code. No app and no sign-up needed.</p>
      <RecordMessage maxDurationSeconds={MESSAGE_MAX_DURATION_SECONDS} />
    </div>
  );
}
