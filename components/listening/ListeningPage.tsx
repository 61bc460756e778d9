// The listening page's look (issue 38): the guestbook's cover and title, the montage first when there is
// one, then each message with its guest, date, length and a player that seeks, a page of them at a time
// (ListeningMessages). Each message is a target (#m-{recordingId}, the keepsake book's QR codes open
// these) that the page scrolls to and highlights. The players fetch nothing until played.
import type { CSSProperties } from "react";
import { GuestbookCover } from "@/components/guestbooks/live/Cover";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import PublicLogo from "@/components/site/PublicLogo";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { shownTitleColor } from "@/lib/guestbooks/shown-colors";
import type { TListeningView } from "@/lib/listening/listening-view";
import ListeningMessages from "./ListeningMessages";
import styles from "./ListeningPage.module.css";

type TProps = { token: string; guestbook: TPublicGuestbook; view: TListeningView };

const countFormat = new Intl.NumberFormat("en-US");
const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
export default function ListeningPage({ token, guestbook, view }: TProps) {
  const { montage, total: count } = view;
  return (
    <div className={styles.page} style={{ "--gb-button": guestbook.buttonColor } as CSSProperties}>
      <header className={styles.header}>
        <PublicLogo />
      </header>
      <GuestbookCover guestbook={guestbook} className={styles.cover} overlayClassName={styles.overlay}>
        <h1 className={styles.title} style={{ color: shownTitleColor(guestbook) }}>
          {view.guestbook.title}
        </h1>
      </GuestbookCover>

      <div className={styles.body}>
        <p className={styles.intro}>
          <time dateTime={view.guestbook.eventDate}>{dayFormat.format(new Date(`${view.guestbook.eventDate}T00:00:00Z`))}</time> · {countFormat.format(count)}{" "}
          voice message
          {count === 1 ? "" : "s"}
        </p>

        {montage ? (
          <section className={`card ${styles.montage}`} aria-labelledby="montage-title">
            <h2 id="montage-title" className={styles.sectionTitle}>
              Every voice, one after another
            </h2>
            <MessagePlayer
              message={{
                id: "montage",
                title: null,
                name: null,
                durationMs: montage.durationMs,
                status: "ready",
                contentType: "audio/mpeg",
                audioUrl: montage.audioUrl,
                mp3Url: null,
                createdAt: "",
              }}
              label="all the messages, stitched together"
              lazy
              refreshUrl={null}
              downloadUrl={montage.downloadUrl}
            />
          </section>
        ) : null}

        {count === 0 ? <p className={styles.empty}>There are no messages to listen to yet.</p> : null}
        <ListeningMessages token={token} view={view} />
      </div>

      <footer className={styles.footer}>
        <p>A private page shared by the host. Please ask them before passing the link on.</p>
        <p>© {new Date().getFullYear()} Echobook</p>
      </footer>
    </div>
  );
}
