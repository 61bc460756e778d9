"use client";
// The host's greeting as a play button with its length: on the guest page ("A note from Anna", above
// Start Recording), the owner's preview, and the owner's greeting editor. It never plays by itself and
// loads nothing before the tap: the <audio> gets its address only in the tap's handler (Chromium fetches
// a <source> even under preload="none"), and play() is called in that same handler, as iOS requires.
// It plays the MP3 when there is one, so Safari, which plays no WebM, gets the voice a Chrome host
// recorded; the original serves for the moment before the MP3 exists.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { formatClock } from "@/lib/format/time";
import type { TGreeting } from "@/lib/constants/guestbooks";
import styles from "./GreetingPlayer.module.css";

type TProps = { greeting: TGreeting; title: string; className?: string };

export default function GreetingPlayer({ greeting, title, className }: TProps) {
  const t = useTranslations("player");
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentSeconds, setCurrentSeconds] = useState(0);
  const [failed, setFailed] = useState(false);
  const totalSeconds = greeting.durationMs / 1000;

  const source = greeting.mp3Url ?? greeting.audioUrl;

  // A replaced greeting starts again from the beginning, stopped and unloaded.
  useEffect(() => {
    const audio = audioRef.current;
    return () => {
      if (!audio) return;
      audio.pause();
      audio.removeAttribute("src");
      audio.load();
    };
  }, [source]);

  async function toggle() {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    if (audio.getAttribute("src") !== source) audio.src = source;
    setFailed(false);
    try {
      await audio.play();
    } catch (error) {
      // A pause right after the tap rejects play() too; only a real failure is reported.
      if (!(error instanceof DOMException && error.name === "AbortError")) setFailed(true);
    }
  }

  return (
    <section className={`${styles.greeting} ${className ?? ""}`} aria-label={title}>
      <button type="button" className={`btn btn-primary ${styles.play}`} aria-label={t(playing ? "pause" : "play", { title })} onClick={() => void toggle()}>
        {playing ? (
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
            <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
          </svg>
        ) : (
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" fill="currentColor" />
          </svg>
        )}
      </button>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        <p className={styles.time}>
          {playing || currentSeconds > 0 ? `${formatClock(currentSeconds)} / ${formatClock(totalSeconds)}` : formatClock(totalSeconds)}
          <span className="visually-hidden"> {t("long")}</span>
        </p>
        {failed ? (
          <p role="alert" className={styles.failed}>
            {t("failed")}
          </p>
        ) : null}
      </div>
      <audio
        ref={audioRef}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setCurrentSeconds(0);
        }}
        onTimeUpdate={(event) => setCurrentSeconds(event.currentTarget.currentTime)}
        onEmptied={() => setCurrentSeconds(0)}
      />
    </section>
  );
}
