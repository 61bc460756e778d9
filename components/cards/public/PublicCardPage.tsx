// The skeleton of the public card pages, /personal-message/{id} and /audio/{id}: the page outside the
// site chrome under a logo, the player for the card's state (hosting ended, inactive, playable, or its
// audio missing), the card's footer (download, Forever Hosting, photo credit) and the not-found screen.
// In the visitor's language (cards have none of their own): the frame hands its client parts their words.
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import type { ComponentProps, ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/ClientMessages";
import { CARD_NAMESPACES, pickMessages } from "@/lib/i18n/pick-messages";
import CardDownload from "./CardDownload";
import CardPlayer from "./CardPlayer";
import ForeverHosting from "./ForeverHosting";
import PhotoCredit from "./PhotoCredit";
import styles from "./PublicCard.module.css";
import PublicLogo from "@/components/site/PublicLogo";

/** The page: `logo` in its header (Echobook's unless given), then the card. */
export async function PublicCardFrame({ logo, children }: { logo?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>{logo ?? <PublicLogo />}</header>
      <ClientMessages locale={await getLocale()} messages={pickMessages(await getMessages(), CARD_NAMESPACES)}>
        {children}
      </ClientMessages>
    </div>
  );
}

/** A card link that names no card: the spec's screen title, its alert, and what to do. */
export function PublicCardMissing({ title, alert, children }: { title: string; alert: string; children: ReactNode }) {
  return (
    <PublicCardFrame>
      <div className={`card ${styles.missing}`}>
        <h1 className={styles.missingTitle}>{title}</h1>
        <p role="alert" className="error-text">
          {alert}
        </p>
        {children}
      </div>
    </PublicCardFrame>
  );
}

export type TPublicCardState = "playable" | "inactive" | "hosting_ended";

/** What stands where Play is: the player, or why there is none. */
export async function PublicCardPlayer({
  state,
  audioUrl,
  ...player
}: { state: TPublicCardState; audioUrl: string | null } & Omit<ComponentProps<typeof CardPlayer>, "audioUrl">) {
  const t = await getTranslations("card");
  if (state === "hosting_ended") {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{t("hostingEndedTitle")}</p>
        <p>{t("hostingEndedText")}</p>
      </div>
    );
  }
  if (state === "inactive") {
    return (
      <p className={styles.notice} role="status">
        <span className={styles.noticeTitle}>{t("unavailable")}</span>
      </p>
    );
  }
  if (!audioUrl) {
    return (
      <p role="alert" className="error-text">
        {(await getTranslations("cardPlayer"))("loadFailed")}
      </p>
    );
  }
  return <CardPlayer audioUrl={audioUrl} {...player} />;
}

/** Under the card: its download (when offered), Forever Hosting, and the cover photo's credit. */
export function PublicCardFooter({
  download,
  hosting,
  photo,
}: {
  download: { url: string; name: string } | null;
  hosting: ComponentProps<typeof ForeverHosting>;
  photo: ComponentProps<typeof PhotoCredit>;
}) {
  return (
    <>
      {download ? <CardDownload downloadUrl={download.url} name={download.name} /> : null}
      <ForeverHosting {...hosting} />
      <PhotoCredit {...photo} />
    </>
  );
}
