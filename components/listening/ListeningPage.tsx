// The listening page's look (issue 38): the guestbook's cover and title, the montage first when there is
// one, then each message with its guest, date, length and a player that seeks. Each message is a target
// (#m-{recordingId}, the keepsake book's QR codes open these) that the page scrolls to and highlights.
// A server component: only the players are client code, and they fetch nothing until played.
import type { CSSProperties } from "react";
import { GuestbookCover } from "@/components/guestbooks/live/Cover";
import LocalDateTime from "@/components/guestbooks/live/LocalDateTime";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import PublicLogo from "@/components/site/PublicLogo";
import type { TPublicGuestbook } from "@/lib/guestbooks/public-guestbook";
import { shownTitleColor } from "@/lib/guestbooks/shown-colors";
import type { TListeningRecording, TListeningView } from "@/lib/listening/listening-view";
import type { TPublicMessage } from "@/lib/messages/public-message";
import styles from "./ListeningPage.module.css";

type TProps = { guestbook: TPublicGuestbook; view: TListeningView };

const dayFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const whenFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function asMessage(recording: TListeningRecording): TPublicMessage {
  const { id, guestName, durationMs, contentType, audioUrl, mp3Url, createdAt } = recording;
  return { id, title: null, name: guestName, durationMs, status: "ready", contentType, audioUrl, mp3Url, createdAt };
}

export default function ListeningPage({ guestbook, view }: TProps) {
  const { montage, recordings } = view;
  const count = recordings.length;
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
          <time dateTime={view.guestbook.eventDate}>{dayFormat.format(new Date(`${view.guestbook.eventDate}T00:00:00Z`))}</time> · {count} voice message
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
        <ol className={styles.list} aria-label="Messages">
          {recordings.map((recording) => (
            <li key={recording.id} id={`m-${recording.id}`} className={`card ${styles.message}`}>
              <h2 className={styles.guest}>{recording.guestName}</h2>
              <p className={styles.when}>
                <LocalDateTime iso={recording.createdAt} serverText={`${whenFormat.format(new Date(recording.createdAt))} UTC`} />
              </p>
              <MessagePlayer message={asMessage(recording)} label={`from ${recording.guestName}`} lazy refreshUrl={null} downloadUrl={recording.downloadUrl} />
              <a className={styles.anchor} href={`#m-${recording.id}`}>
                Link to this message<span className="visually-hidden"> from {recording.guestName}</span>
              </a>
            </li>
          ))}
        </ol>
      </div>

      <footer className={styles.footer}>
        <p>A private page shared by the host. Please ask them before passing the link on.</p>
        <p>© {new Date().getFullYear()} Echobook</p>
      </footer>
    </div>
  );
}
