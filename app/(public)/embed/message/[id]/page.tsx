// The X (Twitter) player card's iframe: only the heading and the player, framable by any site.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import { loadMessageView, type TMessagePageProps } from "@/components/messages/message-view";
import styles from "@/components/messages/MessagePage.module.css";

export async function generateMetadata(props: TMessagePageProps): Promise<Metadata> {
  const view = await loadMessageView(props);
  return { title: view ? `${view.heading} - Echobook` : "Message not found - Echobook", robots: { index: false } };
}

export default async function EmbeddedMessage(props: TMessagePageProps) {
  const view = await loadMessageView(props);
  if (!view) notFound();
  return (
    <div className={styles.embed}>
      <h1 className={styles.embedTitle} title={view.heading}>
        {view.heading}
      </h1>
      <MessagePlayer message={view.message} label={view.heading} compact />
    </div>
  );
}
