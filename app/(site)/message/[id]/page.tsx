import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import { headingFor, loadPublicMessage, type TSearchParams } from "@/components/messages/message-view";
import styles from "@/components/messages/MessagePage.module.css";
import { getEnv } from "@/lib/env";
import { buildMessageMetadata } from "@/lib/messages/message-metadata";

type TProps = { params: Promise<{ id: string }>; searchParams: TSearchParams };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const message = await loadPublicMessage(id);
  if (!message) return { title: "Message not found - Echobook", robots: { index: false } };
  return buildMessageMetadata(message, headingFor(message, query), getEnv().APP_URL);
}

export default async function MessagePage({ params, searchParams }: TProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const message = await loadPublicMessage(id);
  if (!message) notFound();
  const heading = headingFor(message, query);

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
