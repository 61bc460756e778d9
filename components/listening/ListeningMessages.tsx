"use client";
// The listening page's messages (issue 46): the first page comes with the page, and "Show more messages"
// fetches the next one after the last shown, so no request lists more than one page. A message's anchor
// (#m-{id}, a keepsake book's code) that is not on the first page reloads the page starting at it.
import { useEffect, useRef, useState } from "react";
import LocalDateTime from "@/components/guestbooks/live/LocalDateTime";
import { MessagePlayer } from "@/components/messages/MessagePlayer";
import { AlertText } from "@/components/ui/AlertText";
import { Spinner } from "@/components/ui/Spinner";
import { messageOf } from "@/lib/client/api";
import { fetchListeningPage } from "@/lib/client/listening";
import type { TListeningRecording, TListeningView } from "@/lib/listening/listening-view";
import type { TPublicMessage } from "@/lib/messages/public-message";
import styles from "./ListeningPage.module.css";

type TProps = { token: string; view: TListeningView };

const whenFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const countFormat = new Intl.NumberFormat("en-US");

function asMessage(recording: TListeningRecording): TPublicMessage {
  const { id, guestName, durationMs, contentType, audioUrl, mp3Url, createdAt } = recording;
  return { id, title: null, name: guestName, durationMs, status: "ready", contentType, audioUrl, mp3Url, createdAt };
}

export default function ListeningMessages({ token, view }: TProps) {
  const [recordings, setRecordings] = useState(view.recordings);
  const [cursor, setCursor] = useState(view.nextCursor);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const firstNew = useRef<string | null>(null);

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
    setStatus("Loading more messages…");
    try {
      const next = await fetchListeningPage(token, cursor);
      const shown = new Set(recordings.map((recording) => recording.id));
      const added = next.recordings.filter((recording) => !shown.has(recording.id));
      firstNew.current = added[0]?.id ?? null;
      setRecordings([...recordings, ...added]);
      setCursor(next.nextCursor);
      setStatus(`Showing ${countFormat.format(recordings.length + added.length)} messages.`);
    } catch (failure) {
      setStatus("");
      setError(messageOf(failure, "More messages could not be loaded. Please try again."));
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {view.startsAt ? (
        <p className={styles.intro}>
          <a className={styles.anchor} href={`/listen/${token}`}>
            Start from the first message
          </a>
        </p>
      ) : null}
      <ol className={styles.list} aria-label="Messages">
        {recordings.map((recording) => (
          <li key={recording.id} id={`m-${recording.id}`} className={`card ${styles.message}`} tabIndex={-1}>
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
              <Spinner /> Loading more messages…
            </>
          ) : (
            "Show more messages"
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
