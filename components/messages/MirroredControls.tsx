"use client";
// The message player's own controls for a right-to-left page (Arabic): the browser's native controls run
// left to right whatever the page's direction, so here a play button, a seek bar that starts at the right
// and fills leftwards (a range input inherits dir="rtl") and the two times drive the very <audio> element
// the native controls would (docs/decisions/languages-pages.md). The element keeps playing, preloading and
// feeding the lock screen as before; these only read its events and set its time.
import { useTranslations } from "@/components/i18n/ClientMessages";
import { useEffect, useState, type KeyboardEvent, type RefObject } from "react";
import { formatClock } from "@/lib/format/time";
import styles from "./MirroredControls.module.css";

type TProps = {
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Changes when the element is replaced (its MP3 source appears), so the listeners move to the new one. */
  audioKey: string;
  /** The length the server measured, shown from the first paint until the element knows its own. */
  measuredSeconds: number | null;
  label: string;
};

/** An arrow key moves this far, at most a tenth of the message (a 3 s take moves by 0.3 s, not past its end). */
const ARROW_SECONDS = 5;

function knownLength(audio: HTMLAudioElement, measured: number | null): number | null {
  return Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : measured;
}

export function MirroredControls({ audioRef, audioKey, measuredSeconds, label }: TProps) {
  const t = useTranslations("messagePlayer");
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState<number | null>(measuredSeconds);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const sync = () => {
      setPlaying(!audio.paused && !audio.ended);
      setPosition(audio.currentTime);
      setLength(knownLength(audio, measuredSeconds));
    };
    sync();
    const events = ["play", "pause", "ended", "timeupdate", "seeked", "loadedmetadata", "durationchange", "emptied"] as const;
    for (const name of events) audio.addEventListener(name, sync);
    return () => {
      for (const name of events) audio.removeEventListener(name, sync);
    };
  }, [audioRef, audioKey, measuredSeconds]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    // A refused play (no sound allowed yet, a source that failed) leaves the button as it was: no "pause" event comes.
    if (audio.paused || audio.ended) void audio.play().catch(() => undefined);
    else audio.pause();
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    const end = length ?? seconds;
    const to = Math.min(Math.max(seconds, 0), end);
    audio.currentTime = to;
    setPosition(to);
  };

  // The range input's own arrows move a hundredth of the bar; a listener wants seconds. On a right-to-left bar
  // the left arrow goes forward (towards the end, drawn at the left), as the browser itself does.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const jump = Math.min(ARROW_SECONDS, Math.max((length ?? 0) / 10, 0.1));
    const forward = { ArrowLeft: jump, ArrowUp: jump, ArrowRight: -jump, ArrowDown: -jump }[event.key];
    if (forward !== undefined) {
      event.preventDefault();
      seek(position + forward);
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      toggle();
    }
  };

  const total = length ?? 0;
  const elapsedText = formatClock(position);
  const totalText = formatClock(total);
  return (
    <div className={styles.controls} role="group" aria-label={t("voiceMessage", { label })} data-testid="mirrored-controls">
      <button type="button" className={styles.play} onClick={toggle} aria-label={playing ? t("pause") : t("play")}>
        {playing ? (
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
          </svg>
        ) : (
          // Pointing left, the way the bar fills.
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M18 5v14L6 12z" fill="currentColor" />
          </svg>
        )}
      </button>
      <span className={styles.time} data-testid="elapsed">
        {elapsedText}
      </span>
      <input
        type="range"
        className={styles.seek}
        min={0}
        max={total || 1}
        step="any"
        value={Math.min(position, total || 1)}
        disabled={!total}
        onChange={(event) => seek(Number(event.target.value))}
        onKeyDown={onKeyDown}
        aria-label={t("seek")}
        aria-valuetext={t("position", { elapsed: elapsedText, total: totalText })}
      />
      <span className={styles.time} data-testid="total">
        {totalText}
      </span>
    </div>
  );
}
