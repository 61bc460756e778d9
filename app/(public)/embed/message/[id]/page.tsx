// The X (Twitter) player card's iframe: only the heading and the player, framable by any site. In the
// visitor's language (the player's words come with the root layout's part of the catalogue).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import { loadMessageView, type TMessagePageProps } from "@/components/messages/message-view";
import styles from "@/components/messages/MessagePage.module.css";

export async function generateMetadata(props: TMessagePageProps): Promise<Metadata> {
  const view = await loadMessageView(props);
  const title = view ? view.heading : (await getTranslations("embed"))("notFound");
  return { title: `${title} - Echobook`, robots: { index: false } };
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
