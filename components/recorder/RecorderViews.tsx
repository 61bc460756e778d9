"use client";
// The recorder's views after a tap (Recorder.tsx): the recording (level meter, timer, the limit's bar and
// Stop) and the take (its length, a player and Re-record or Choose again). In a chunk of their own,
// fetched when recording or reading a memo starts; each takes the focus when it mounts, as the button
// that was pressed has gone, unless the user has already moved elsewhere (claimFocus says).
import { useEffect, useId, useRef, type SyntheticEvent } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { formatClock } from "@/lib/format/time";
import LevelMeter from "./LevelMeter";
import type { TRecordedTake } from "./useRecorder";
import styles from "./Recorder.module.css";

// Chrome's MediaRecorder writes WebM without a duration, so its player shows no length and cannot
// seek until it has read to the end; asking for a far position makes it work the length out.
function revealDuration(event: SyntheticEvent<HTMLAudioElement>) {
  const audio = event.currentTarget;
  if (audio.duration !== Number.POSITIVE_INFINITY) return;
  audio.addEventListener(
    "timeupdate",
    () => {
      audio.currentTime = 0;
    },
    { once: true },
  );
  audio.currentTime = Number.MAX_SAFE_INTEGER;
}

type TRecordingViewProps = {
  analyser: AnalyserNode | null;
  elapsedMs: number;
  maxDurationSeconds: number;
  stopTone: "secondary" | "danger";
  onStop: () => void;
  claimFocus: () => boolean;
};

export function RecordingView({ analyser, elapsedMs, maxDurationSeconds, stopTone, onStop, claimFocus }: TRecordingViewProps) {
  const t = useTranslations("recorder");
  const stopRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (claimFocus()) stopRef.current?.focus();
    // Once, when the recording starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const maxMs = maxDurationSeconds * 1000;
  const elapsedSeconds = elapsedMs / 1000;
  return (
    <>
      <div className={styles.live}>
        {analyser && <LevelMeter analyser={analyser} />}
        <p role="timer" className={styles.timer}>
          <span className={styles.dot} aria-hidden="true" />
          <span aria-hidden="true">
            {formatClock(elapsedSeconds)} / {formatClock(maxDurationSeconds)}
          </span>
          <span className="visually-hidden">{t("timerOf", { elapsed: formatClock(elapsedSeconds), max: formatClock(maxDurationSeconds) })}</span>
        </p>
        <div className={styles.limit} aria-hidden="true">
          <span style={{ transform: `scaleX(${Math.min(elapsedMs / maxMs, 1)})` }} />
        </div>
        <Countdown leftMs={maxMs - elapsedMs} />
      </div>
      <button ref={stopRef} type="button" className={`btn btn-${stopTone} btn-lg btn-block`} onClick={onStop}>
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
          <rect x="2" y="2" width="14" height="14" rx="2" fill="currentColor" />
        </svg>
        {t("stop")}
      </button>
    </>
  );
}

const COUNTDOWN_FROM_SECONDS = 10;

/** The last ten seconds before the maximum, counted down on screen (screen readers hear it at 10 and 5). */
function Countdown({ leftMs }: { leftMs: number }) {
  const t = useTranslations("recorder");
  const countdownText = (seconds: number) => t("countdown", { seconds });
  const left = Math.ceil(leftMs / 1000);
  const showing = left > 0 && left <= COUNTDOWN_FROM_SECONDS;
  const spoken = !showing ? "" : left > 5 ? countdownText(COUNTDOWN_FROM_SECONDS) : countdownText(5);
  return (
    <>
      <p className={styles.countdown} aria-hidden="true" data-testid="countdown">
        {showing ? countdownText(left) : null}
      </p>
      <p className="visually-hidden" role="status">
        {spoken}
      </p>
    </>
  );
}

type TTakeViewProps = {
  take: TRecordedTake;
  reachedLimit: boolean;
  maxDurationSeconds: number;
  disabled: boolean;
  onReset: () => void;
  claimFocus: () => boolean;
};

export function TakeView({ take, reachedLimit, maxDurationSeconds, disabled, onReset, claimFocus }: TTakeViewProps) {
  const t = useTranslations("recorder");
  const takeLabelRef = useRef<HTMLParagraphElement>(null);
  const takeLabelId = useId();
  useEffect(() => {
    if (claimFocus()) takeLabelRef.current?.focus();
    // Once, when the take is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const fromFile = take.source === "file";
  return (
    <>
      <div className={styles.take}>
        <p ref={takeLabelRef} id={takeLabelId} className={styles.takeLabel} tabIndex={-1}>
          {fromFile ? t("yourMemo") : t("yourRecording")}
          {take.durationMs > 0 ? ` (${formatClock(take.durationMs / 1000)})` : ""}
        </p>
        {fromFile && take.fileName ? <p className={`hint ${styles.fileName}`}>{take.fileName}</p> : null}
        <audio className={styles.player} src={take.url} controls preload="metadata" aria-labelledby={takeLabelId} onLoadedMetadata={revealDuration} />
        {reachedLimit && !fromFile && <p className="hint">{t("stoppedAutomatically", { max: formatClock(maxDurationSeconds) })}</p>}
      </div>
      <button
        type="button"
        className="btn btn-outline btn-lg btn-block"
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) onReset();
        }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </svg>
        {fromFile ? t("chooseAgain") : t("rerecord")}
      </button>
    </>
  );
}
