// The X (Twitter) player card's iframe: only the heading and the player, framable by any site.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import { headingFor, loadPublicMessage, type TSearchParams } from "@/components/messages/message-view";
import styles from "@/components/messages/MessagePage.module.css";

type TProps = { params: Promise<{ id: string }>; searchParams: TSearchParams };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const message = await loadPublicMessage(id);
  return { title: message ? `${headingFor(message, query)} - Echobook` : "Message not found - Echobook", robots: { index: false } };
}

export default async function EmbeddedMessage({ params, searchParams }: TProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const message = await loadPublicMessage(id);
  if (!message) notFound();
  const heading = headingFor(message, query);
  return (
    <div className={styles.embed}>
      <h1 className={styles.embedTitle}>{heading}</h1>
      <MessagePlayer message={message} label={heading} compact />
    </div>
  );
}
