"use client";
// "Play all" on the listening page (issue 50): the messages shown, one after the other, the next starting
// by itself. One audio element plays them all, its source changed at each end: a phone keeps playing it
// with the screen locked, where starting a second element from the background would be refused. The Media
// Session names the message on the lock screen and takes its play, pause, next and previous buttons. The
// page highlights the message playing and keeps it in view (onPlaying). Playing any message's own player
// pauses the queue, and the queue pauses the players.
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import type { TListeningRecording } from "@/lib/listening/listening-view";
import styles from "./ListeningPage.module.css";

type TProps = {
  recordings: TListeningRecording[];
  /** The guestbook's title, the lock screen's album line. */
  title: string;
  onPlaying(id: string | null): void;
};

type TState = { index: number; paused: boolean } | null;

function sourceOf(recording: TListeningRecording): string {
  return recording.mp3Url ?? recording.audioUrl;
}

export default function PlayAll({ recordings, title, onPlaying }: TProps) {
  const t = useTranslations("listeningMessages");
  const audioRef = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<TState>(null);
  const current = state ? recordings[state.index] : undefined;

  const playAt = useCallback(
    (index: number) => {
      const audio = audioRef.current;
      const next = recordings[index];
      if (!audio || !next) {
        audio?.removeAttribute("data-recording-id");
        setState(null);
        return;
      }
      if (audio.getAttribute("data-recording-id") !== next.id) {
        audio.src = sourceOf(next);
        audio.setAttribute("data-recording-id", next.id);
      }
      setState({ index, paused: false });
      audio.play().catch(() => setState((now) => (now ? { ...now, paused: true } : now)));
    },
    [recordings],
  );

  const pause = useCallback(() => {
    audioRef.current?.pause();
    setState((now) => (now ? { ...now, paused: true } : now));
  }, []);

  const stop = useCallback(() => {
    const audio = audioRef.current;
    audio?.pause();
    audio?.removeAttribute("data-recording-id");
    setState(null);
  }, []);

  useEffect(() => onPlaying(current?.id ?? null), [current?.id, onPlaying]);

  // Another player on the page started: the queue gives way. The queue starting pauses the others.
  useEffect(() => {
    const onPlay = (event: Event) => {
      const started = event.target;
      if (!(started instanceof HTMLMediaElement)) return;
      if (started === audioRef.current) {
        for (const other of document.querySelectorAll("audio")) if (other !== started && !other.paused) other.pause();
      } else if (audioRef.current && !audioRef.current.paused) pause();
    };
    document.addEventListener("play", onPlay, true);
    return () => document.removeEventListener("play", onPlay, true);
  }, [pause]);

  // The lock screen: what plays, and its buttons.
  useEffect(() => {
    if (!("mediaSession" in navigator)) return;
    const session = navigator.mediaSession;
    if (!current || !state) {
      session.metadata = null;
      session.playbackState = "none";
      return;
    }
    session.metadata = new MediaMetadata({ title: t("messageFrom", { name: current.guestName }), artist: title, album: title });
    session.playbackState = state.paused ? "paused" : "playing";
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ["play", () => playAt(state.index)],
      ["pause", pause],
      ["stop", stop],
      ["nexttrack", state.index + 1 < recordings.length ? () => playAt(state.index + 1) : null],
      ["previoustrack", state.index > 0 ? () => playAt(state.index - 1) : null],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser without this action keeps the others.
      }
    }
  }, [current, state, recordings.length, title, t, playAt, pause, stop]);

  useEffect(
    () => () => {
      if (!("mediaSession" in navigator)) return;
      for (const action of ["play", "pause", "stop", "nexttrack", "previoustrack"] as const) {
        try {
          navigator.mediaSession.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    },
    [],
  );

  if (recordings.length < 2) return null;
  const position = state ? state.index + 1 : 0;
  return (
    <div className={styles.playAll}>
      {/* Plays the queue; not shown, its buttons are the ones below and the lock screen's. */}
      <audio ref={audioRef} preload="none" data-play-all onEnded={() => playAt((state?.index ?? -1) + 1)} />
      {state === null ? (
        <button type="button" className="btn btn-primary" onClick={() => playAt(0)}>
          {t("playAll")}
        </button>
      ) : (
        <>
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={state.index === 0 || undefined}
            onClick={state.index === 0 ? undefined : () => playAt(state.index - 1)}
          >
            {t("playAllPrevious")}
          </button>
          <button type="button" className="btn btn-primary" onClick={state.paused ? () => playAt(state.index) : pause}>
            {state.paused ? t("playAllResume") : t("playAllPause")}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            aria-disabled={position >= recordings.length || undefined}
            onClick={position >= recordings.length ? undefined : () => playAt(state.index + 1)}
          >
            {t("playAllNext")}
          </button>
          <button type="button" className="btn btn-ghost" onClick={stop}>
            {t("playAllStop")}
          </button>
        </>
      )}
      <p className={styles.nowPlaying} role="status">
        {current ? t("nowPlaying", { name: current.guestName, position, count: recordings.length }) : ""}
      </p>
    </div>
  );
}
