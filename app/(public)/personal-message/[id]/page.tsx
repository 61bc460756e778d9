// /personal-message/{id}: the public audio card, server-rendered outside the site chrome. Anyone with the
// link plays it (and downloads it when the owner allows); an inactive card says so in place of Play, and
// a card whose hosting year ended says that, with the Forever Hosting offer that brings it back.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import CardView from "@/components/cards/CardView";
import CardDownload from "@/components/cards/public/CardDownload";
import CardPlayer, { AUDIO_LOAD_FAILED } from "@/components/cards/public/CardPlayer";
import { buildCardMetadata } from "@/components/cards/public/card-metadata";
import { cardAvailability } from "@/components/cards/public/card-state";
import ForeverHosting from "@/components/cards/public/ForeverHosting";
import PhotoCredit from "@/components/cards/public/PhotoCredit";
import styles from "@/components/cards/public/PublicCard.module.css";
import { loadPublicCard } from "@/components/cards/public/read-public-card";
import { cardMp3DownloadUrl } from "@/lib/client/cards";
import PublicLogo from "@/components/site/PublicLogo";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { FullLoadLink } from "@/components/ui/FullLoadLink";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const card = await loadPublicCard((await params).id);
  if (!card) return { title: "Message Not Available - Echobook", robots: { index: false } };
  return buildCardMetadata(card, cardAvailability(card), getEnv().APP_URL);
}

export default async function PublicCardPage({ params }: TProps) {
  const [card, viewer] = await Promise.all([params.then(({ id }) => loadPublicCard(id)), getSessionUser()]);
  if (!card) notFound();
  const availability = cardAvailability(card);
  const isOwner = viewer?.id === card.ownerId;

  let player;
  if (availability === "hosting_ended") {
    player = (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>Hosting Has Ended</p>
        <p>This audio card&apos;s year of hosting is over. Forever Hosting brings it back for good.</p>
      </div>
    );
  } else if (availability === "inactive") {
    player = (
      <p className={styles.notice} role="status">
        <span className={styles.noticeTitle}>Message Temporarily Unavailable</span>
      </p>
    );
  } else if (card.audioUrl) {
    player = <CardPlayer audioUrl={card.audioUrl} mp3Url={card.mp3Url} contentType={card.contentType} />;
  } else {
    player = (
      <p role="alert" className="error-text">
        {AUDIO_LOAD_FAILED}
      </p>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <PublicLogo />
      </header>
      <CardView
        look={card}
        player={player}
        footer={
          <>
            {availability === "playable" && card.allowDownload && card.audioUrl && (
              <CardDownload downloadUrl={cardMp3DownloadUrl(card.messageId)} name={card.name} />
            )}
            <ForeverHosting
              messageId={card.messageId}
              // A lapsed card's owner is always offered the way back, whatever the listeners' setting.
              foreverHostingEnabled={card.foreverHostingEnabled || (availability === "hosting_ended" && isOwner)}
              foreverHosted={card.foreverHosted}
              signedIn={viewer !== null}
            />
            <PhotoCredit photographer={card.coverImagePhotographer} unsplashUrl={card.coverImageUnsplashUrl} />
          </>
        }
      />
      <p className={styles.tagline}>
        Be Heard. Be Remembered.{" "}
        <FullLoadLink href="/personal-message" className={styles.makeOwn}>
          Create your own audio card
        </FullLoadLink>
      </p>
    </div>
  );
}
