import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import { loadMessageView, pageMessageWords, type TMessagePageProps } from "@/components/messages/message-view";
import styles from "@/components/messages/MessagePage.module.css";
import { getEnv } from "@/lib/env";
import { buildMessageMetadata } from "@/lib/messages/message-metadata";

export async function generateMetadata(props: TMessagePageProps): Promise<Metadata> {
  const view = await loadMessageView(props);
  if (!view) return { title: `${(await pageMessageWords()).notFound} - Echobook`, robots: { index: false } };
  return buildMessageMetadata(view.message, view.heading, getEnv().APP_URL, view.words);
}

export default async function MessagePage(props: TMessagePageProps) {
  const view = await loadMessageView(props);
  if (!view) notFound();
  const { message, heading } = view;
  const t = await getTranslations("message");

  return (
    <div className={`container ${styles.page}`}>
      <article className={`card ${styles.card}`} aria-labelledby="message-heading">
        <p className={styles.kicker}>{t("kicker")}</p>
        <h1 id="message-heading" className={styles.heading}>
          {heading}
        </h1>
        <MessagePlayer message={message} label={heading} />
        {/* The brand's line, English in every language: its full stop stays at its end on an Arabic page. */}
        <p className={styles.tagline} lang="en" dir="ltr">
          Be Heard. Be Remembered.
        </p>
      </article>
      <aside className={styles.cta}>
        <h2 className={styles.ctaTitle}>{t("ctaTitle")}</h2>
        <p>{t("ctaText")}</p>
        <Link href="/record" className="btn btn-outline">
          {t("ctaButton")}
        </Link>
      </aside>
    </div>
  );
}
