import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import { loadMessageView, type TMessagePageProps } from "@/components/messages/message-view";
import styles from "@/components/messages/MessagePage.module.css";
import { getEnv } from "@/lib/env";
import { buildMessageMetadata } from "@/lib/messages/message-metadata";

export async function generateMetadata(props: TMessagePageProps): Promise<Metadata> {
  const view = await loadMessageView(props);
  if (!view) return { title: "Message not found - Echobook", robots: { index: false } };
  return buildMessageMetadata(view.message, view.heading, getEnv().APP_URL);
}

export default async function MessagePage(props: TMessagePageProps) {
  const view = await loadMessageView(props);
  if (!view) notFound();
  const { message, heading } = view;

  return (
    <div className={`container ${styles.page}`}>
      <article className={`card ${styles.card}`} aria-labelledby="message-heading">
        <p className={styles.kicker}>A voice message for you</p>
        <h1 id="message-heading" className={styles.heading}>
          {heading}
        </h1>
        <MessagePlayer message={message} label={heading} />
        <p className={styles.tagline}>Be Heard. Be Remembered.</p>
      </article>
      <aside className={styles.cta}>
        <h2 className={styles.ctaTitle}>Want to send one back?</h2>
        <p>Record a message in your own voice and share it with a link or a QR code. No app needed.</p>
        <Link href="/record" className="btn btn-outline">
          Record a message
        </Link>
      </aside>
    </div>
  );
}
