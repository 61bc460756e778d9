import type { Metadata } from "next";
import Link from "next/link";
import { ClientMessages } from "@/components/i18n/ClientMessages";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { MESSAGE_MAX_DURATION_SECONDS } from "@/lib/audio/limits";
import { pickMessages, RECORD_PAGE_NAMESPACES } from "@/lib/i18n/pick-messages";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import { RecordMessage } from "./RecordMessage";
import styles from "./record.module.css";

export const metadata: Metadata = sitePageMetadata({
  path: "/record",
  title: "Record a message",
  description: "Record a voice message in your browser and share it with a link or a QR code. No app, no sign-up.",
});

// In the visitor's language (the site's header and footer stay English with the host pages).
export default async function RecordPage() {
  const t = await getTranslations("record");
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t("breadcrumb")} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/">{t("home")}</Link>
          </li>
          <li aria-current="page">{t("title")}</li>
        </ol>
      </nav>
      <h1 className={styles.title}>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      <ClientMessages locale={await getLocale()} messages={pickMessages(await getMessages(), RECORD_PAGE_NAMESPACES)}>
        <RecordMessage maxDurationSeconds={MESSAGE_MAX_DURATION_SECONDS} />
      </ClientMessages>
    </div>
  );
}
