"use client";
// The listening page's messages (issue 46): the first page comes with the page, and "Show more messages"
// fetches the next one after the last shown, so no request lists more than one page. A message's anchor
// (#m-{id}, a keepsake book's code) that is not on the first page reloads the page starting at it.
// "Play all" (PlayAll) plays the messages shown in order; the one playing is highlighted and kept in view.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "@/components/i18n/ClientMessages";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import { AlertText } from "@/components/ui/AlertText";
import { Spinner } from "@/components/ui/Spinner";
import { fetchListeningPage } from "@/lib/client/listening";
import type { TListeningRecording, TListeningView } from "@/lib/listening/listening-view";
import type { TPublicMessage } from "@/lib/messages/public-message";
import PlayAll from "./PlayAll";
import styles from "./ListeningPage.module.css";

type TProps = { token: string; view: TListeningView };

function asMessage(recording: TListeningRecording): TPublicMessage {
  const { id, guestName, durationMs, contentType, audioUrl, mp3Url, createdAt } = recording;
  return { id, title: null, name: guestName, durationMs, status: "ready", contentType, audioUrl, mp3Url, createdAt };
}

export default function ListeningMessages({ token, view }: TProps) {
  const t = useTranslations("listeningMessages");
  const locale = useLocale();
  // The event's own time zone, the same on the server and in every family member's browser.
  const whenFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: view.guestbook.timeZone });
  const [recordings, setRecordings] = useState(view.recordings);
  const [cursor, setCursor] = useState(view.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const firstNew = useRef<string | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);

  const showPlaying = useCallback((id: string | null) => {
    setPlayingId(id);
    if (!id) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(`m-${id}`)?.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
  }, []);

  useEffect(() => {
    const target = /^#m-([A-Za-z0-9_-]{1,64})$/.exec(window.location.hash)?.[1];
    // Once only: a message no longer listed reloads to the first page, which does not look again.
    if (!target || view.startsAt || new URLSearchParams(window.location.search).has("from") || document.getElementById(`m-${target}`)) return;
    window.location.replace(`${window.location.pathname}?${new URLSearchParams({ from: target })}#m-${target}`);
  }, [view.startsAt]);

  useEffect(() => {
    if (!firstNew.current) return;
    document.getElementById(`m-${firstNew.current}`)?.focus();
    firstNew.current = null;
  }, [recordings]);

  async function showMore() {
    if (!cursor) return;
    setLoading(true);
    setError(null);
    setStatus(t("loadingMore"));
    try {
      const next = await fetchListeningPage(token, cursor);
      const shown = new Set(recordings.map((recording) => recording.id));
      const added = next.recordings.filter((recording) => !shown.has(recording.id));
      firstNew.current = added[0]?.id ?? null;
      setRecordings([...recordings, ...added]);
      setCursor(next.nextCursor);
      setStatus(t("showing", { count: recordings.length + added.length }));
    } catch {
      // The server's own words are English: the family reads the page's.
      setStatus("");
      setError(t("loadFailed"));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {view.startsAt ? (
        <p className={styles.intro}>
          <a className={styles.anchor} href={`/listen/${token}`}>
            {t("startFromFirst")}
          </a>
        </p>
      ) : null}
      <PlayAll recordings={recordings} title={view.guestbook.title} onPlaying={showPlaying} />
      <ol className={styles.list} aria-label={t("list")}>
        {recordings.map((recording) => (
          <li
            key={recording.id}
            id={`m-${recording.id}`}
            className={`card ${styles.message} ${recording.id === playingId ? styles.playing : ""}`}
            aria-current={recording.id === playingId || undefined}
            tabIndex={-1}
          >
            <h2 className={styles.guest}>{recording.guestName}</h2>
            <p className={styles.when}>
              <time dateTime={recording.createdAt}>{whenFormat.format(new Date(recording.createdAt))}</time>
            </p>
            <MessagePlayer
              message={asMessage(recording)}
              label={t("from", { name: recording.guestName })}
              lazy
              refreshUrl={null}
              downloadUrl={recording.downloadUrl}
            />
            <a className={styles.anchor} href={`#m-${recording.id}`}>
              {t("link")}
              <span className="visually-hidden"> {t("from", { name: recording.guestName })}</span>
            </a>
          </li>
        ))}
      </ol>
      {cursor ? (
        <button
          type="button"
          className={`btn btn-outline ${styles.more}`}
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          onClick={loading ? undefined : () => void showMore()}
        >
          {loading ? (
            <>
              <Spinner /> {t("loadingMore")}
            </>
          ) : (
            t("showMore")
          )}
        </button>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <AlertText message={error} />
    </>
  );
}
