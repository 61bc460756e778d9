// The skeleton of the public card pages, /personal-message/{id} and /audio/{id}: the page outside the
// site chrome under a logo, the player for the card's state (hosting ended, inactive, playable, or its
// audio missing), the card's footer (download, Forever Hosting, photo credit) and the not-found screen.
import type { ComponentProps, ReactNode } from "react";
import CardDownload from "./CardDownload";
import CardPlayer, { AUDIO_LOAD_FAILED } from "./CardPlayer";
import ForeverHosting from "./ForeverHosting";
import PhotoCredit from "./PhotoCredit";
import styles from "./PublicCard.module.css";
import PublicLogo from "@/components/site/PublicLogo";

/** The page: `logo` in its header (Echobook's unless given), then the card. */
export function PublicCardFrame({ logo, children }: { logo?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>{logo ?? <PublicLogo />}</header>
      {children}
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
export function PublicCardPlayer({
  state,
  audioUrl,
  ...player
}: { state: TPublicCardState; audioUrl: string | null } & Omit<ComponentProps<typeof CardPlayer>, "audioUrl">) {
  if (state === "hosting_ended") {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>Hosting Has Ended</p>
        <p>This audio card&apos;s year of hosting is over. Forever Hosting brings it back for good.</p>
      </div>
    );
  }
  if (state === "inactive") {
    return (
      <p className={styles.notice} role="status">
        <span className={styles.noticeTitle}>Message Temporarily Unavailable</span>
      </p>
    );
  }
  if (!audioUrl) {
    return (
      <p role="alert" className="error-text">
        {AUDIO_LOAD_FAILED}
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
