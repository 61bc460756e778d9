// /audio/{id}: a pro audio card's public page (spec 002 "Public pro card"), server-rendered outside the
// site chrome. Before a voice exists the recipient's states run in the browser (ProCardRecipient: the
// activation dialog, then the editor in the activating browser; their chunk is loaded only then); once
// recorded it is the listening card, drawn here from the standard card's pieces; a card whose year ended
// without Forever Hosting says so.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import CardView from "@/components/cards/CardView";
import CardDownload from "@/components/cards/public/CardDownload";
import CardPlayer, { AUDIO_LOAD_FAILED } from "@/components/cards/public/CardPlayer";
import { buildCardMetadata, cardHeading } from "@/components/cards/public/card-metadata";
import ForeverHosting from "@/components/cards/public/ForeverHosting";
import PhotoCredit from "@/components/cards/public/PhotoCredit";
import styles from "@/components/cards/public/PublicCard.module.css";
import { ProCardRecipientLazy } from "@/components/cards/public/pro/ProCardRecipientLazy";
import { PRO_CARD_HEADING, proCardViewLook } from "@/components/cards/public/pro/pro-card-look";
import { loadPublicProCard } from "@/components/cards/public/read-public-pro-card";
import PublicLogo from "@/components/site/PublicLogo";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { proCardApiPath, proCardMp3Url } from "@/lib/client/pro-cards";
import { proCardPagePath } from "@/lib/pro-cards/defaults";
import { PRO_LOGO_DISPLAY } from "@/lib/pro-settings/defaults";

type TProps = { params: Promise<{ id: string }> };

const heading = (card: { title: string }) => cardHeading({ title: card.title, name: "" }, PRO_CARD_HEADING);

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { id } = await params;
  const state = await loadPublicProCard(id);
  if (state.kind === "missing") return { title: "Pro Audio Card Not Found - Echobook", robots: { index: false } };
  const paths = { pagePath: proCardPagePath(id), apiPath: proCardApiPath(id) };
  // Nothing of a card is public before activation: a generic preview.
  const card =
    state.kind === "notActivated"
      ? {
          messageId: id,
          name: "",
          title: PRO_CARD_HEADING,
          subtitle: "",
          audioUrl: null,
          mp3Url: null,
          contentType: null,
          coverImageUrl: null,
          allowDownload: false,
        }
      : { ...state.card, name: "", title: heading(state.card), contentType: state.contentType };
  return buildCardMetadata(card, state.kind === "card" && state.card.recordedAt ? "playable" : "inactive", getEnv().APP_URL, paths, PRO_CARD_HEADING);
}

function CreatorHeader({ logoUrl }: { logoUrl: string | null }) {
  return (
    <header className={styles.header}>
      {logoUrl ? (
        // The creator's own logo (Pro Settings), served by the app at its recommended box.
        <img src={logoUrl} alt="Card creator's logo" width={PRO_LOGO_DISPLAY.width} height={PRO_LOGO_DISPLAY.height} style={{ objectFit: "contain" }} />
      ) : (
        <PublicLogo />
      )}
    </header>
  );
}

export default async function PublicProCardPage({ params }: TProps) {
  const { id } = await params;
  const [state, viewer] = await Promise.all([loadPublicProCard(id), getSessionUser()]);
  if (state.kind === "missing") notFound();

  if (state.kind === "notActivated" || (state.kind === "card" && !state.card.recordedAt)) {
    return (
      <div className={styles.page}>
        <CreatorHeader logoUrl={state.kind === "card" ? state.card.creatorLogoUrl : null} />
        <ProCardRecipientLazy messageId={id} initial={state.kind === "card" ? state.card : null} />
      </div>
    );
  }

  const { card } = state;
  const isOwner = viewer?.id === card.creatorId;
  let player;
  if (state.kind === "hostingEnded") {
    player = (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>Hosting Has Ended</p>
        <p>This audio card&apos;s year of hosting is over. Forever Hosting brings it back for good.</p>
      </div>
    );
  } else if (card.audioUrl) {
    player = <CardPlayer audioUrl={card.audioUrl} mp3Url={card.mp3Url} contentType={state.contentType} playLabel="Play Message" />;
  } else {
    player = (
      <p role="alert" className="error-text">
        {AUDIO_LOAD_FAILED}
      </p>
    );
  }

  return (
    <div className={styles.page}>
      <CreatorHeader logoUrl={card.creatorLogoUrl} />
      <CardView
        look={proCardViewLook(card)}
        player={player}
        footer={
          <>
            {state.kind === "card" && card.allowDownload && card.audioUrl && (
              <CardDownload downloadUrl={proCardMp3Url(card.messageId, true)} name={heading(card)} />
            )}
            <ForeverHosting
              kind="subscription-message"
              messageId={card.messageId}
              // A lapsed card's owner is always offered the way back, whatever the listeners' setting.
              foreverHostingEnabled={card.foreverHostingEnabled || (state.kind === "hostingEnded" && isOwner)}
              foreverHosted={card.foreverHosted}
              signedIn={viewer !== null}
            />
            <PhotoCredit photographer={card.coverImagePhotographer} unsplashUrl={card.coverImageUnsplashUrl} />
          </>
        }
      />
    </div>
  );
}
