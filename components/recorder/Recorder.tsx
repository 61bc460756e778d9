"use client";
// The one voice recorder for every page that records (/record, the public guestbook page, ...):
// Start Recording → live level and timer → Stop (or the maximum length) → playback with Re-record.
// Under Start Recording, "Upload a voice memo" takes a file from the phone instead, previewed the same
// way; it becomes the main choice where the page cannot record (no MediaRecorder or microphone, a refused
// permission, an app's own browser, which also gets how to open the page in the phone's browser).
// It only records; saving is the page's job, with useTakeUpload and <UploadStatus>:
//
//   const [take, setTake] = useState<TTake | null>(null);
//   const upload = useTakeUpload({ endpoint: QUICK_MESSAGE_ENDPOINT, onUploaded: ({ id }) => showShareLink(id) });
//   <Recorder maxDurationSeconds={60} onTake={setTake} onReset={() => { setTake(null); upload.reset(); }} disabled={upload.busy} />
//   <UploadStatus upload={upload} />
//   <button onClick={() => take && upload.send({ take, fields: { title, name, email } })}>Save</button>
//
// Mount it only in the browser flow that records; unmounting releases the microphone.
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { MicrophoneIcon } from "@/components/ui/MicrophoneIcon";
import { formatClock } from "@/lib/format/time";
import { VOICE_MEMO_ACCEPT } from "@/lib/client/recorder/voice-memo-accept";
import { RECORDING_MESSAGES } from "@/lib/client/recorder/recording-support";
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

type TRecordingMessage = keyof typeof RECORDING_MESSAGES;
const MESSAGE_KEYS = new Map(Object.entries(RECORDING_MESSAGES).map(([key, text]) => [text as string, key as TRecordingMessage]));

// Drawn only in the browser: the recording and the take (after a tap) and the in-app browser notice, each
// in a chunk of its own, so the pages that record load neither before the first tap. The views' code is
// fetched as soon as Start Recording is pressed or a memo is chosen (status "requesting"), and each view
// takes the focus itself when it arrives (RecorderViews.tsx).
const loadViews = () => import("./RecorderViews");
const RecordingView = lazy(() => loadViews().then((views) => ({ default: views.RecordingView })));
const TakeView = lazy(() => loadViews().then((views) => ({ default: views.TakeView })));
const InAppBrowserNotice = lazy(() => import("./InAppBrowserNotice"));

export default function Recorder({ maxDurationSeconds, onTake, onReset, disabled = false, startLabel, stopTone = "secondary", deniedMessage }: TRecorderProps) {
  const t = useTranslations("recorder");
  const recorder = useRecorder({ maxDurationSeconds, onTake, onReset, deniedMessage });
  const { status, take } = recorder;
  const rootRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const previousStatus = useRef<TRecorderStatus>(status);
  const memoHintId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [readingFile, setReadingFile] = useState(false);

  // The button that was pressed disappears at each step; put focus on what comes next, unless the
  // user has already moved elsewhere (an automatic stop must not pull them out of a form field).
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (previous === status) return;
    // The recording and the take focus their own first control when they mount (focusWasHere, then).
    if (status === "idle" && previous === "recorded" && focusWasHere()) startRef.current?.focus();
  }, [status]);

  useEffect(() => {
    if (status === "requesting") void loadViews().catch(() => undefined);
  }, [status]);

  function focusWasHere(): boolean {
    const active = document.activeElement;
    return !active || active === document.body || Boolean(rootRef.current?.contains(active));
  }

  const elapsedSeconds = recorder.elapsedMs / 1000;
  const secondsLeft = Math.ceil(maxDurationSeconds - elapsedSeconds);
  const reachedLimit = take !== null && take.durationMs >= maxDurationSeconds * 1000 - 500;
  const problemText = recorder.supportProblem ?? recorder.error;
  // The hook speaks the spec's English catalogue (RECORDING_MESSAGES); the page shows the same message in its language.
  const problemKey = problemText === null ? undefined : MESSAGE_KEYS.get(problemText);
  const problem = problemKey ? t(`errors.${problemKey}`) : problemText;
  const max = formatClock(maxDurationSeconds);
  const cannotStart = disabled || recorder.supportProblem !== null || status === "requesting";
  // Where recording cannot work, or often does not, the memo is the main choice and recording the second.
  const memoFirst = recorder.supportProblem !== null || recorder.inAppBrowser !== null || recorder.permission === "denied";

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
      {startLabel ?? t("start")}
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
      {readingFile ? t("memoReading") : t("memoUpload")}
    </button>
  );

  let announcement = "";
  if (status === "recording") {
    announcement =
      maxDurationSeconds > WARN_WHEN_SECONDS_LEFT * 2 && secondsLeft <= WARN_WHEN_SECONDS_LEFT
        ? t("secondsLeft", { seconds: WARN_WHEN_SECONDS_LEFT })
        : t("recordingNow", { max });
  } else if (status === "recorded" && take?.source === "file") {
    announcement = t("memoReady");
  } else if (status === "recorded" && take) {
    announcement = reachedLimit ? t("stoppedAtLimit", { max }) : t("stopped");
  }

  return (
    <div ref={rootRef} className={styles.recorder} role="group" aria-label={t("group")}>
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
                {t("memoHintFirst", { max })}
              </p>
              {recorder.supportProblem === null && startButton}
            </>
          ) : (
            <>
              {startButton}
              <p className={`hint ${styles.centred}`}>{t("upTo", { max })}</p>
              {memoButton}
              <p id={memoHintId} className="visually-hidden">
                {t("memoHintQuiet", { max })}
              </p>
            </>
          )}
          <input
            ref={fileRef}
            type="file"
            accept={VOICE_MEMO_ACCEPT}
            hidden
            aria-label={t("memoFile")}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void chooseFile(file);
            }}
          />
        </>
      )}

      {status === "recording" && (
        <Suspense fallback={null}>
          <RecordingView
            analyser={recorder.analyser}
            elapsedMs={recorder.elapsedMs}
            maxDurationSeconds={maxDurationSeconds}
            stopTone={stopTone}
            onStop={recorder.stop}
            claimFocus={focusWasHere}
          />
        </Suspense>
      )}

      {status === "recorded" && take && (
        <Suspense fallback={null}>
          <TakeView
            take={take}
            reachedLimit={reachedLimit}
            maxDurationSeconds={maxDurationSeconds}
            disabled={disabled}
            onReset={recorder.reset}
            claimFocus={focusWasHere}
          />
        </Suspense>
      )}

      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
