"use client";
// The one voice recorder for every page that records (/record, the public guestbook page, ...):
// Start Recording → live level and timer → Stop (or the maximum length) → playback with Re-record.
// Under Start Recording, "Upload a voice memo" takes a file from the phone instead, previewed the same
// way; it becomes the main choice where the page cannot record (no MediaRecorder or microphone, a refused
// permission, an app's own browser, which also gets how to open the page in the phone's browser).
// It only records; saving is the page's job, with useTakeUpload and <UploadStatus>:
//
//   const [take, setTake] = useState<TTake | null>(null);
//   const upload = useTakeUpload({ endpoint: "/api/upload-audio", onUploaded: ({ id }) => showShareLink(id) });
//   <Recorder maxDurationSeconds={60} onTake={setTake} onReset={() => { setTake(null); upload.reset(); }} disabled={upload.busy} />
//   <UploadStatus upload={upload} />
//   <button onClick={() => take && upload.send({ take, fields: { title, name, email } })}>Save</button>
//
// Mount it only in the browser flow that records; unmounting releases the microphone.
import { lazy, Suspense, useEffect, useId, useRef, useState, type SyntheticEvent } from "react";
import { MicrophoneIcon } from "@/components/ui/MicrophoneIcon";
import { formatClock } from "@/lib/client/recorder/format-clock";
import { VOICE_MEMO_ACCEPT } from "@/lib/client/recorder/voice-memo-accept";
import { useRecorder, type TRecorderStatus, type TTake } from "./useRecorder";
import styles from "./Recorder.module.css";

export type TRecorderProps = {
  maxDurationSeconds: number;
  onTake?: (take: TTake) => void;
  onReset?: () => void;
  /** Blocks Start Recording and Re-record, e.g. while the take is being saved. Stop always works. */
  disabled?: boolean;
  startLabel?: string;
  /** The Stop button's style: black by default, red where a page asks for it (the pro card, spec 002). */
  stopTone?: "secondary" | "danger";
  /** The text for a refused microphone, as the page's spec words it (spec 000's by default). */
  deniedMessage?: string;
};

const WARN_WHEN_SECONDS_LEFT = 10;

// Drawn only in the browser after a tap (the level meter while recording) or in an app's own browser (the
// notice): each in a chunk of its own, so the pages that record load neither before the first tap. The
// meter's code is fetched as soon as Start Recording is pressed, while the microphone is being opened.
const loadLevelMeter = () => import("./LevelMeter");
const LevelMeter = lazy(loadLevelMeter);
const InAppBrowserNotice = lazy(() => import("./InAppBrowserNotice"));

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

export default function Recorder({
  maxDurationSeconds,
  onTake,
  onReset,
  disabled = false,
  startLabel = "Start Recording",
  stopTone = "secondary",
  deniedMessage,
}: TRecorderProps) {
  const recorder = useRecorder({ maxDurationSeconds, onTake, onReset, deniedMessage });
  const { status, take } = recorder;
  const rootRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const takeLabelRef = useRef<HTMLParagraphElement>(null);
  const previousStatus = useRef<TRecorderStatus>(status);
  const takeLabelId = useId();
  const memoHintId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [readingFile, setReadingFile] = useState(false);

  // The button that was pressed disappears at each step; put focus on what comes next, unless the
  // user has already moved elsewhere (an automatic stop must not pull them out of a form field).
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (previous === status) return;
    const active = document.activeElement;
    const focusWasHere = !active || active === document.body || Boolean(rootRef.current?.contains(active));
    if (!focusWasHere) return;
    if (status === "recording") stopRef.current?.focus();
    else if (status === "recorded") takeLabelRef.current?.focus();
    else if (status === "idle" && previous === "recorded") startRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (status === "requesting") void loadLevelMeter().catch(() => undefined);
  }, [status]);

  const maxMs = maxDurationSeconds * 1000;
  const elapsedSeconds = recorder.elapsedMs / 1000;
  const secondsLeft = Math.ceil(maxDurationSeconds - elapsedSeconds);
  const reachedLimit = take !== null && take.durationMs >= maxMs - 500;
  const problem = recorder.supportProblem ?? recorder.error;
  const cannotStart = disabled || recorder.supportProblem !== null || status === "requesting";
  // Where recording cannot work, or often does not, the memo is the main choice and recording the second.
  const memoFirst = recorder.supportProblem !== null || recorder.inAppBrowser !== null || recorder.permission === "denied";
  const fromFile = take?.source === "file";

  async function chooseFile(file: File) {
    setReadingFile(true);
    try {
      await recorder.chooseFile(file);
    } finally {
      setReadingFile(false);
    }
  }

  const startButton = (
    <button
      ref={startRef}
      type="button"
      className={`btn ${memoFirst ? "btn-outline" : "btn-primary"} btn-lg btn-block`}
      aria-disabled={cannotStart || undefined}
      aria-busy={(status === "requesting" && !readingFile) || undefined}
      onClick={() => {
        if (!cannotStart) void recorder.start();
      }}
    >
      <MicrophoneIcon size={22} />
      {startLabel}
    </button>
  );
  const memoButton = (
    <button
      type="button"
      className={memoFirst ? "btn btn-primary btn-lg btn-block" : `btn btn-ghost btn-block ${styles.memoQuiet}`}
      aria-disabled={disabled || status === "requesting" || undefined}
      aria-busy={readingFile || undefined}
      aria-describedby={memoHintId}
      onClick={() => {
        if (!disabled && status !== "requesting") fileRef.current?.click();
      }}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 16V4m0 0-5 5m5-5 5 5M5 20h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
      {readingFile ? "Reading your voice memo…" : "Upload a voice memo"}
    </button>
  );

  let announcement = "";
  if (status === "recording") {
    announcement =
      maxDurationSeconds > WARN_WHEN_SECONDS_LEFT * 2 && secondsLeft <= WARN_WHEN_SECONDS_LEFT
        ? `${WARN_WHEN_SECONDS_LEFT} seconds left.`
        : `Recording. You can record up to ${formatClock(maxDurationSeconds)}.`;
  } else if (status === "recorded" && take?.source === "file") {
    announcement = "Voice memo ready to listen to.";
  } else if (status === "recorded" && take) {
    announcement = reachedLimit ? `Recording stopped at the ${formatClock(maxDurationSeconds)} limit.` : "Recording stopped.";
  }

  return (
    <div ref={rootRef} className={styles.recorder} role="group" aria-label="Voice recorder">
      {problem && (
        <p role="alert" className="alert alert-error">
          {problem}
        </p>
      )}

      {(status === "idle" || status === "requesting") && (
        <>
          {recorder.inAppBrowser && (
            <Suspense fallback={null}>
              <InAppBrowserNotice app={recorder.inAppBrowser} />
            </Suspense>
          )}
          {memoFirst ? (
            <>
              {memoButton}
              <p id={memoHintId} className={`hint ${styles.centred}`}>
                Record it with your phone’s voice memo app, then choose it here. Up to {formatClock(maxDurationSeconds)}.
              </p>
              {recorder.supportProblem === null && startButton}
            </>
          ) : (
            <>
              {startButton}
              <p className={`hint ${styles.centred}`}>Up to {formatClock(maxDurationSeconds)}</p>
              {memoButton}
              <p id={memoHintId} className="visually-hidden">
                A recording from your phone’s voice memo app, up to {formatClock(maxDurationSeconds)}.
              </p>
            </>
          )}
          <input
            ref={fileRef}
            type="file"
            accept={VOICE_MEMO_ACCEPT}
            hidden
            aria-label="Voice memo file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void chooseFile(file);
            }}
          />
        </>
      )}

      {status === "recording" && (
        <>
          <div className={styles.live}>
            {recorder.analyser && (
              <Suspense fallback={null}>
                <LevelMeter analyser={recorder.analyser} />
              </Suspense>
            )}
            <p role="timer" className={styles.timer}>
              <span className={styles.dot} aria-hidden="true" />
              <span aria-hidden="true">
                {formatClock(elapsedSeconds)} / {formatClock(maxDurationSeconds)}
              </span>
              <span className="visually-hidden">
                {formatClock(elapsedSeconds)} of {formatClock(maxDurationSeconds)}
              </span>
            </p>
            <div className={styles.limit} aria-hidden="true">
              <span style={{ transform: `scaleX(${Math.min(recorder.elapsedMs / maxMs, 1)})` }} />
            </div>
          </div>
          <button ref={stopRef} type="button" className={`btn btn-${stopTone} btn-lg btn-block`} onClick={recorder.stop}>
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
              <rect x="2" y="2" width="14" height="14" rx="2" fill="currentColor" />
            </svg>
            Stop
          </button>
        </>
      )}

      {status === "recorded" && take && (
        <>
          <div className={styles.take}>
            <p ref={takeLabelRef} id={takeLabelId} className={styles.takeLabel} tabIndex={-1}>
              {fromFile ? "Your voice memo" : "Your recording"}
              {take.durationMs > 0 ? ` (${formatClock(take.durationMs / 1000)})` : ""}
            </p>
            {fromFile && take.fileName ? <p className={`hint ${styles.fileName}`}>{take.fileName}</p> : null}
            <audio className={styles.player} src={take.url} controls preload="metadata" aria-labelledby={takeLabelId} onLoadedMetadata={revealDuration} />
            {reachedLimit && !fromFile && <p className="hint">Stopped automatically at the {formatClock(maxDurationSeconds)} limit.</p>}
          </div>
          <button
            type="button"
            className="btn btn-outline btn-lg btn-block"
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!disabled) recorder.reset();
            }}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
            </svg>
            {fromFile ? "Choose again" : "Re-record"}
          </button>
        </>
      )}

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
