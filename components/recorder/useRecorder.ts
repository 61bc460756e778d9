"use client";
// The recording engine behind <Recorder>: one take at a time from the microphone, idle → recording →
// recorded, stopped automatically at the maximum length; or a voice memo chosen from the phone's files,
// idle → recorded, for a page that cannot record (or a guest who prefers their phone's recorder). Pages use <Recorder>; this hook is exported
// for a page that needs a different layout around the same behaviour.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { chooseRecordingMimeType } from "@/lib/client/recorder/choose-mime-type";
import { inAppBrowserName } from "@/lib/client/recorder/in-app-browser";
import { describeMicrophoneError, RECORDING_MESSAGES, recordingSupportProblem } from "@/lib/client/recorder/recording-support";

/** A chosen memo's `durationMs` is what the browser read, 0 when it could not tell (the server measures it either way). */
export type TTake = { blob: Blob; mimeType: string; durationMs: number; /** A chosen memo's own name. */ fileName?: string };
export type TTakeSource = "microphone" | "file";
export type TRecordedTake = TTake & { url: string; source: TTakeSource };
export type TRecorderStatus = "idle" | "requesting" | "recording" | "recorded";
export type TMicrophonePermission = "idle" | "granted" | "denied";

export type TUseRecorderOptions = {
  maxDurationSeconds: number;
  onTake?: (take: TTake) => void;
  onReset?: () => void;
  /** The text for a refused microphone, as the page's spec words it (spec 000's by default). */
  deniedMessage?: string;
};

export type TRecorderControls = {
  status: TRecorderStatus;
  permission: TMicrophonePermission;
  /** Set from the first client render when this browser or page cannot record at all. */
  supportProblem: string | null;
  /** The app whose own browser this is (Instagram, Facebook, ...), where recording often fails; else null. */
  inAppBrowser: string | null;
  /** Why the last attempt to open the microphone or record failed. */
  error: string | null;
  elapsedMs: number;
  take: TRecordedTake | null;
  /** Live input for a level meter while recording; null when Web Audio is unavailable. */
  analyser: AnalyserNode | null;
  start: () => Promise<void>;
  /** Takes a voice memo from the phone's files as the take, once the browser has read its length. */
  chooseFile: (file: File) => Promise<void>;
  stop: () => void;
  reset: () => void;
};

const AUDIO_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, sampleRate: 44100, echoCancellation: true, noiseSuppression: true },
};
const AUDIO_BITS_PER_SECOND = 96_000;
// Chunks every second: a long take is not one giant callback, and what was said before a crash or an
// interrupted stop is already collected.
const CHUNK_MS = 1000;
const TICK_MS = 250;

type TSession = {
  stream: MediaStream;
  context: AudioContext | null;
  recorder: MediaRecorder;
  requestedMimeType: string | null;
  chunks: Blob[];
  startedAt: number;
  stoppedAt: number | null;
  ticker?: ReturnType<typeof setInterval>;
  autoStop?: ReturnType<typeof setTimeout>;
};

// A recorder that never says it started (no "start" event) is taken as recording after this long.
const START_EVENT_WAIT_MS = 2000;

const noSubscription = () => () => {};

// A chosen memo's checks (its length read by the browser, the server's limits) are fetched once a memo is
// chosen, not with every page that records.
const loadVoiceMemo = () => import("@/lib/client/recorder/voice-memo");

function readSupportProblem(): string | null {
  return recordingSupportProblem({
    isSecureContext: window.isSecureContext,
    hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === "function",
    hasMediaRecorder: typeof MediaRecorder !== "undefined",
  });
}

function readInAppBrowser(): string | null {
  return inAppBrowserName(navigator.userAgent);
}

function createAudioContext(): AudioContext | null {
  try {
    return new AudioContext();
  } catch {
    return null;
  }
}

// The meter is a nicety: Firefox refuses to connect a microphone whose sample rate differs from the
// context's, and then the take is recorded without one.
function listenTo(stream: MediaStream, context: AudioContext): AnalyserNode | null {
  try {
    const analyser = context.createAnalyser();
    analyser.fftSize = 256;
    analyser.smoothingTimeConstant = 0.6;
    // Not connected to the speakers: the meter only listens, it must not echo the voice back.
    context.createMediaStreamSource(stream).connect(analyser);
    void context.resume().catch(() => undefined);
    return analyser;
  } catch {
    return null;
  }
}

function releaseDevices(stream: MediaStream, context: AudioContext | null) {
  stream.getTracks().forEach((track) => track.stop());
  if (context && context.state !== "closed") void context.close();
}

export function useRecorder({ maxDurationSeconds, onTake, onReset, deniedMessage }: TUseRecorderOptions): TRecorderControls {
  const supportProblem = useSyncExternalStore(noSubscription, readSupportProblem, () => null);
  const inAppBrowser = useSyncExternalStore(noSubscription, readInAppBrowser, () => null);
  const [status, setStatus] = useState<TRecorderStatus>("idle");
  const [permission, setPermission] = useState<TMicrophonePermission>("idle");
  const [error, setError] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [take, setTake] = useState<TRecordedTake | null>(null);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);

  const statusRef = useRef<TRecorderStatus>("idle");
  const sessionRef = useRef<TSession | null>(null);
  const takeUrlRef = useRef<string | null>(null);
  // Bumped by reset and unmount, so a permission prompt answered afterwards opens nothing.
  const generationRef = useRef(0);
  const callbacksRef = useRef({ onTake, onReset });
  useEffect(() => {
    callbacksRef.current = { onTake, onReset };
  }, [onTake, onReset]);

  const moveTo = useCallback((next: TRecorderStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const discardSession = useCallback(() => {
    const session = sessionRef.current;
    if (!session) return;
    sessionRef.current = null;
    clearInterval(session.ticker);
    clearTimeout(session.autoStop);
    if (session.recorder.state !== "inactive") session.recorder.stop();
    releaseDevices(session.stream, session.context);
    setAnalyser(null);
  }, []);

  const finish = useCallback(
    (session: TSession) => {
      // A reset or unmount already threw this session away.
      if (sessionRef.current !== session) return;
      const stoppedAt = session.stoppedAt ?? performance.now();
      discardSession();
      const mimeType = session.recorder.mimeType || session.requestedMimeType || session.chunks[0]?.type || "audio/webm";
      const blob = new Blob(session.chunks, { type: mimeType });
      if (blob.size === 0) {
        setError(RECORDING_MESSAGES.empty);
        setElapsedMs(0);
        moveTo("idle");
        return;
      }
      const durationMs = Math.min(stoppedAt - session.startedAt, maxDurationSeconds * 1000);
      const url = URL.createObjectURL(blob);
      takeUrlRef.current = url;
      setTake({ blob, mimeType, durationMs, url, source: "microphone" });
      setElapsedMs(durationMs);
      moveTo("recorded");
      callbacksRef.current.onTake?.({ blob, mimeType, durationMs });
    },
    [discardSession, maxDurationSeconds, moveTo],
  );

  const stop = useCallback(() => {
    const session = sessionRef.current;
    if (!session || session.recorder.state === "inactive") return;
    session.stoppedAt = performance.now();
    clearInterval(session.ticker);
    clearTimeout(session.autoStop);
    // The take is assembled in the recorder's "stop" event, after its last chunk has arrived.
    session.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (supportProblem || statusRef.current !== "idle") return;
    const generation = ++generationRef.current;
    setError(null);
    moveTo("requesting");
    // Created before the permission prompt, inside the tap: iOS only lets a user gesture start audio.
    const context = createAudioContext();

    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(AUDIO_CONSTRAINTS);
    } catch (failure) {
      if (context) void context.close();
      if (generation !== generationRef.current) return;
      const { message, permissionDenied } = describeMicrophoneError(failure, deniedMessage);
      if (permissionDenied) setPermission("denied");
      setError(message);
      moveTo("idle");
      return;
    }
    if (generation !== generationRef.current) {
      releaseDevices(stream, context);
      return;
    }
    setPermission("granted");

    const requestedMimeType = chooseRecordingMimeType((type) => MediaRecorder.isTypeSupported(type));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, {
        audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
        ...(requestedMimeType ? { mimeType: requestedMimeType } : {}),
      });
    } catch {
      releaseDevices(stream, context);
      setError(RECORDING_MESSAGES.unsupported);
      moveTo("idle");
      return;
    }

    const liveAnalyser = context ? listenTo(stream, context) : null;
    const session: TSession = { stream, context, recorder, requestedMimeType, chunks: [], startedAt: performance.now(), stoppedAt: null };
    recorder.addEventListener("dataavailable", (event) => {
      if (event.data.size > 0) session.chunks.push(event.data);
    });
    recorder.addEventListener("stop", () => finish(session));
    // The microphone can vanish mid-take (unplugged, a phone call on iOS): keep what was said.
    stream.getAudioTracks().forEach((track) => track.addEventListener("ended", stop));

    // "Recording" (the Stop button, the timer, the limit's clock) starts when the recorder says it has
    // started, not when it was asked to: WebKit's takes a moment to start its media pipeline, and words
    // said in that moment were lost while the page already said it was recording (docs/decisions/webkit.md).
    let began = false;
    const begin = () => {
      if (began || sessionRef.current !== session) return;
      began = true;
      const startedAt = performance.now();
      session.startedAt = startedAt;
      session.ticker = setInterval(() => setElapsedMs(performance.now() - startedAt), TICK_MS);
      session.autoStop = setTimeout(stop, maxDurationSeconds * 1000);
      setElapsedMs(0);
      setAnalyser(liveAnalyser);
      moveTo("recording");
    };
    recorder.addEventListener("start", begin, { once: true });

    sessionRef.current = session;
    try {
      recorder.start(CHUNK_MS);
    } catch {
      discardSession();
      setError(RECORDING_MESSAGES.unsupported);
      moveTo("idle");
      return;
    }
    setTimeout(begin, START_EVENT_WAIT_MS);
  }, [deniedMessage, discardSession, finish, maxDurationSeconds, moveTo, stop, supportProblem]);

  const chooseFile = useCallback(
    async (file: File) => {
      if (statusRef.current !== "idle") return;
      const generation = ++generationRef.current;
      setError(null);
      moveTo("requesting");
      const url = URL.createObjectURL(file);
      // Without the checks' code (no network), the memo goes on unchecked: the server checks it anyway.
      const memo = await loadVoiceMemo().catch(() => null);
      const measured = memo ? await memo.measureDurationMs(url) : null;
      if (generation !== generationRef.current) {
        URL.revokeObjectURL(url);
        return;
      }
      const memoProblem = memo ? memo.voiceMemoProblem({ sizeBytes: file.size, durationMs: measured }, maxDurationSeconds) : null;
      const problem = file.size === 0 ? RECORDING_MESSAGES.empty : memoProblem;
      if (problem) {
        URL.revokeObjectURL(url);
        setError(problem);
        moveTo("idle");
        return;
      }
      const chosen: TTake = { blob: file, mimeType: file.type || "application/octet-stream", durationMs: measured ?? 0, fileName: file.name };
      takeUrlRef.current = url;
      setTake({ ...chosen, url, source: "file" });
      setElapsedMs(chosen.durationMs);
      moveTo("recorded");
      callbacksRef.current.onTake?.(chosen);
    },
    [maxDurationSeconds, moveTo],
  );

  const reset = useCallback(() => {
    generationRef.current++;
    discardSession();
    if (takeUrlRef.current) URL.revokeObjectURL(takeUrlRef.current);
    takeUrlRef.current = null;
    setTake(null);
    setElapsedMs(0);
    setError(null);
    moveTo("idle");
    callbacksRef.current.onReset?.();
  }, [discardSession, moveTo]);

  useEffect(
    () => () => {
      generationRef.current++;
      discardSession();
      if (takeUrlRef.current) URL.revokeObjectURL(takeUrlRef.current);
      takeUrlRef.current = null;
    },
    [discardSession],
  );

  return { status, permission, supportProblem, inAppBrowser, error, elapsedMs, take, analyser, start, chooseFile, stop, reset };
}
