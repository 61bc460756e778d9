// /audio/{id}: a pro audio card's public page (spec 002 "Public pro card"), server-rendered outside the
// site chrome. Before a voice exists the recipient's states run in the browser (ProCardRecipient: the
// activation dialog, then the editor in the activating browser; their chunk is loaded only then); once
// recorded it is the listening card, drawn here from the standard card's pieces; a card whose year ended
// without Forever Hosting says so.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import CardView from "@/components/cards/CardView";
import { buildCardMetadata, cardHeading } from "@/lib/cards/card-metadata";
import { PublicCardFooter, PublicCardFrame, PublicCardPlayer } from "@/components/cards/public/PublicCardPage";
import { ProCardRecipientLazy } from "@/components/cards/public/pro/ProCardRecipientLazy";
import { PRO_CARD_HEADING, proCardViewLook } from "@/components/cards/public/pro/pro-card-look";
import { loadPublicProCard } from "@/lib/pro-cards/read-public-pro-card";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { proCardApiPath, proCardMp3Url } from "@/lib/client/pro-cards";
import { proCardPagePath } from "@/lib/constants/pro-cards";
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

/** The creator's own logo (Pro Settings), served by the app at its recommended box; Echobook's without one. */
function creatorLogo(logoUrl: string | null) {
  if (!logoUrl) return undefined;
  return <img src={logoUrl} alt="Card creator's logo" width={PRO_LOGO_DISPLAY.width} height={PRO_LOGO_DISPLAY.height} style={{ objectFit: "contain" }} />;
}

export default async function PublicProCardPage({ params }: TProps) {
  const { id } = await params;
  const [state, viewer] = await Promise.all([loadPublicProCard(id), getSessionUser()]);
  if (state.kind === "missing") notFound();

  if (state.kind === "notActivated" || (state.kind === "card" && !state.card.recordedAt)) {
    return (
      <PublicCardFrame logo={creatorLogo(state.kind === "card" ? state.card.creatorLogoUrl : null)}>
        <ProCardRecipientLazy messageId={id} initial={state.kind === "card" ? state.card : null} />
      </PublicCardFrame>
    );
  }

  const { card } = state;
  const isOwner = viewer?.id === card.creatorId;
  const availability = state.kind === "hostingEnded" ? "hosting_ended" : "playable";
  return (
    <PublicCardFrame logo={creatorLogo(card.creatorLogoUrl)}>
      <CardView
        look={proCardViewLook(card)}
        player={
          <PublicCardPlayer state={availability} audioUrl={card.audioUrl} mp3Url={card.mp3Url} contentType={state.contentType} playLabel="Play Message" />
        }
        footer={
          <PublicCardFooter
            download={state.kind === "card" && card.allowDownload && card.audioUrl ? { url: proCardMp3Url(card.messageId, true), name: heading(card) } : null}
            hosting={{
              kind: "subscription-message",
              messageId: card.messageId,
              // A lapsed card's owner is always offered the way back, whatever the listeners' setting.
              foreverHostingEnabled: card.foreverHostingEnabled || (state.kind === "hostingEnded" && isOwner),
              foreverHosted: card.foreverHosted,
              signedIn: viewer !== null,
            }}
            photo={{ photographer: card.coverImagePhotographer, unsplashUrl: card.coverImageUnsplashUrl }}
          />
        }
      />
    </PublicCardFrame>
  );
}
