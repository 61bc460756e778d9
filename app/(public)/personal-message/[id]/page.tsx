// /personal-message/{id}: the public audio card, server-rendered outside the site chrome. Anyone with the
// link plays it (and downloads it when the owner allows); an inactive card says so in place of Play, and
// a card whose hosting year ended says that, with the Forever Hosting offer that brings it back. In the
// visitor's language (a card has none of its own: ?lang=, its cookie, Accept-Language).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import CardView from "@/components/cards/CardView";
import { buildCardMetadata } from "@/lib/cards/card-metadata";
import { cardAvailability } from "@/lib/cards/card-state";
import styles from "@/components/cards/public/PublicCard.module.css";
import { PublicCardFooter, PublicCardFrame, PublicCardPlayer } from "@/components/cards/public/PublicCardPage";
import { loadPublicCard } from "@/lib/cards/read-public-card";
import { cardMp3DownloadUrl } from "@/lib/client/cards";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { isLanguage, ogLocaleOf } from "@/lib/i18n/languages";
import { FullLoadLink } from "@/components/ui/FullLoadLink";

type TProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const card = await loadPublicCard((await params).id);
  const t = await getTranslations("card");
  if (!card) return { title: `${t("notAvailableTitle")} - Echobook`, robots: { index: false } };
  const locale = await getLocale();
  return buildCardMetadata(card, cardAvailability(card), getEnv().APP_URL, undefined, undefined, {
    heading: t("heading"),
    description: t("description"),
    ogLocale: isLanguage(locale) ? ogLocaleOf(locale) : undefined,
    code: isLanguage(locale) ? locale : undefined,
  });
}

export default async function PublicCardPage({ params }: TProps) {
  const [card, viewer] = await Promise.all([params.then(({ id }) => loadPublicCard(id)), getSessionUser()]);
  if (!card) notFound();
  const availability = cardAvailability(card);
  const isOwner = viewer?.id === card.ownerId;
  const t = await getTranslations("card");

  return (
    <PublicCardFrame>
      <CardView
        look={card}
        player={<PublicCardPlayer state={availability} audioUrl={card.audioUrl} mp3Url={card.mp3Url} contentType={card.contentType} />}
        footer={
          <PublicCardFooter
            download={availability === "playable" && card.allowDownload && card.audioUrl ? { url: cardMp3DownloadUrl(card.messageId), name: card.name } : null}
            hosting={{
              messageId: card.messageId,
              // A lapsed card's owner is always offered the way back, whatever the listeners' setting.
              foreverHostingEnabled: card.foreverHostingEnabled || (availability === "hosting_ended" && isOwner),
              foreverHosted: card.foreverHosted,
              signedIn: viewer !== null,
            }}
            photo={{ photographer: card.coverImagePhotographer, unsplashUrl: card.coverImageUnsplashUrl }}
          />
        }
      />
      <p className={styles.tagline}>
        <bdi lang="en">Be Heard. Be Remembered.</bdi>{" "}
        <FullLoadLink href="/personal-message" className={styles.makeOwn}>
          {t("makeOwn")}
        </FullLoadLink>
      </p>
    </PublicCardFrame>
  );
}
