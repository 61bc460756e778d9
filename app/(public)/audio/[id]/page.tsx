// /audio/{id}: a pro audio card's public page (spec 002 "Public pro card"), server-rendered outside the
// site chrome. Before a voice exists the recipient's states run in the browser (ProCardRecipient: the
// activation dialog, then the editor in the activating browser; their chunk is loaded only then); once
// recorded it is the listening card, drawn here from the standard card's pieces; a card whose year ended
// without Forever Hosting says so. In the visitor's language (a card has none of its own).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import CardView from "@/components/cards/CardView";
import { buildCardMetadata, cardHeading } from "@/lib/cards/card-metadata";
import { PublicCardFooter, PublicCardFrame, PublicCardPlayer } from "@/components/cards/public/PublicCardPage";
import { ProCardRecipientLazy } from "@/components/cards/public/pro/ProCardRecipientLazy";
import { PRO_CARD_HEADING, proCardViewLook } from "@/components/cards/public/pro/pro-card-look";
import { loadPublicProCard } from "@/lib/pro-cards/read-public-pro-card";
import { getSessionUser } from "@/lib/auth/session";
import { getEnv } from "@/lib/env";
import { isLanguage, ogLocaleOf } from "@/lib/i18n/languages";
import { proCardApiPath, proCardMp3Url } from "@/lib/client/pro-cards";
import { proCardPagePath } from "@/lib/constants/pro-cards";
import { PRO_LOGO_DISPLAY } from "@/lib/pro-settings/defaults";

type TProps = { params: Promise<{ id: string }> };

const heading = (card: { title: string }, fallback: string) => cardHeading({ title: card.title, name: "" }, fallback);

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { id } = await params;
  const state = await loadPublicProCard(id);
  const t = await getTranslations("card");
  if (state.kind === "missing") return { title: `${t("proNotFoundTitle")} - Echobook`, robots: { index: false } };
  const paths = { pagePath: proCardPagePath(id), apiPath: proCardApiPath(id) };
  const locale = await getLocale();
  // Nothing of a card is public before activation: a generic preview. A card without a title is headed in the
  // visitor's language; its preview picture's version follows the picture's own (English) heading.
  const card =
    state.kind === "notActivated"
      ? {
          messageId: id,
          name: "",
          title: "",
          subtitle: "",
          audioUrl: null,
          mp3Url: null,
          contentType: null,
          coverImageUrl: null,
          allowDownload: false,
        }
      : { ...state.card, name: "", contentType: state.contentType };
  return buildCardMetadata(card, state.kind === "card" && state.card.recordedAt ? "playable" : "inactive", getEnv().APP_URL, paths, PRO_CARD_HEADING, {
    heading: t("proHeading"),
    description: t("description"),
    ogLocale: isLanguage(locale) ? ogLocaleOf(locale) : undefined,
    code: isLanguage(locale) ? locale : undefined,
  });
}

/** The creator's own logo (Pro Settings), served by the app at its recommended box; Echobook's without one. */
function creatorLogo(logoUrl: string | null, alt: string) {
  if (!logoUrl) return undefined;
  return <img src={logoUrl} alt={alt} width={PRO_LOGO_DISPLAY.width} height={PRO_LOGO_DISPLAY.height} style={{ objectFit: "contain" }} />;
}

export default async function PublicProCardPage({ params }: TProps) {
  const { id } = await params;
  const [state, viewer] = await Promise.all([loadPublicProCard(id), getSessionUser()]);
  if (state.kind === "missing") notFound();
  const t = await getTranslations("card");

  if (state.kind === "notActivated" || (state.kind === "card" && !state.card.recordedAt)) {
    return (
      <PublicCardFrame logo={creatorLogo(state.kind === "card" ? state.card.creatorLogoUrl : null, t("creatorLogo"))}>
        <ProCardRecipientLazy messageId={id} initial={state.kind === "card" ? state.card : null} />
      </PublicCardFrame>
    );
  }

  const { card } = state;
  const isOwner = viewer?.id === card.creatorId;
  const availability = state.kind === "hostingEnded" ? "hosting_ended" : "playable";
  return (
    <PublicCardFrame logo={creatorLogo(card.creatorLogoUrl, t("creatorLogo"))}>
      <CardView
        look={proCardViewLook(card)}
        player={<PublicCardPlayer state={availability} audioUrl={card.audioUrl} mp3Url={card.mp3Url} contentType={state.contentType} playLabel="playMessage" />}
        footer={
          <PublicCardFooter
            download={
              state.kind === "card" && card.allowDownload && card.audioUrl
                ? { url: proCardMp3Url(card.messageId, true), name: heading(card, t("proHeading")) }
                : null
            }
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
