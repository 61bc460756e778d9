"use client";
// The recording playback dialog (spec 001): a waveform drawn from the decoded audio that shows progress
// and seeks on click or with the keyboard, a seek bar, volume from 0 to 1 in steps of 0.1, and elapsed
// and total time. The audio is fetched once, which tells a 403 'requires upgrade' apart from a failure,
// and the same bytes feed both the player and the waveform.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ApiClientError, apiFetch } from "@/lib/client/api";
import { REQUIRES_UPGRADE } from "@/components/guestbooks/manage/constants";
import { formatDateTime } from "@/lib/format/time";
import { computePeaks, timeAtX } from "@/components/guestbooks/manage/waveform";
import Modal from "@/components/ui/Modal";
import { Spinner } from "@/components/ui/Spinner";
import { useFollowPlayhead } from "@/components/ui/useFollowPlayhead";
import { formatClock } from "@/lib/format/time";
import styles from "./PlaybackDialog.module.css";

export type TPlayable = { id: string; title: string; audioUrl: string; mp3Url?: string | null; duration: number | null; createdAt?: string };

type TProps = { recording: TPlayable | null; onClose(): void };

const BARS = 96;
const KEY_STEP_SECONDS = 5;
// Peaks need no fidelity: decoding at a low rate keeps a five-minute recording small in memory.
const DECODE_SAMPLE_RATE = 8000;

export default function PlaybackDialog({ recording, onClose }: TProps) {
  return (
    <Modal
      open={recording !== null}
      onClose={onClose}
      title={recording ? `Recording from ${recording.title}` : "Recording"}
      description={recording?.createdAt ? `Recorded ${formatDateTime(recording.createdAt, { locale: "en-US", dateStyle: "medium" })}` : undefined}
      className={styles.dialog}
    >
      {recording ? <Player key={recording.id} recording={recording} /> : null}
    </Modal>
  );
}

type TLoad = { status: "loading" } | { status: "ready"; src: string } | { status: "failed"; message: string };

async function decodePeaks(blob: Blob): Promise<{ peaks: number[]; duration: number }> {
  const context = new OfflineAudioContext(1, 1, DECODE_SAMPLE_RATE);
  const buffer = await context.decodeAudioData(await blob.arrayBuffer());
  const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i));
  return { peaks: computePeaks(channels, BARS), duration: buffer.duration };
}

function Player({ recording }: { recording: TPlayable }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [load, setLoad] = useState<TLoad>({ status: "loading" });
  const [peaks, setPeaks] = useState<number[] | null>(null);
  const [duration, setDuration] = useState(recording.duration ?? 0);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [volume, setVolume] = useState(1);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    (async () => {
      // The voice as the family hears it (evened out, unless the host turned that off); the original while
      // its MP3 is still being made.
      let response: Response | null = recording.mp3Url ? await apiFetch(recording.mp3Url, { signal: controller.signal, timeoutMs: 0 }).catch(() => null) : null;
      const fromMp3 = response !== null;
      try {
        response ??= await apiFetch(recording.audioUrl, { signal: controller.signal, timeoutMs: 0 });
      } catch (error) {
        const upgrade = error instanceof ApiClientError && error.code === "REQUIRES_UPGRADE";
        if (!controller.signal.aborted)
          setLoad({ status: "failed", message: upgrade ? (error.serverMessage ?? REQUIRES_UPGRADE) : "Failed to play recording" });
        return;
      }
      let blob = await response.blob();
      // Safari plays no WebM: when the browser cannot play the original, the MP3 made of it is used.
      if (!fromMp3 && blob.type && !document.createElement("audio").canPlayType(blob.type) && recording.mp3Url) {
        const mp3 = await apiFetch(recording.mp3Url, { signal: controller.signal, timeoutMs: 0 }).catch(() => null);
        if (mp3) blob = await mp3.blob();
      }
      objectUrl = URL.createObjectURL(blob);
      setLoad({ status: "ready", src: objectUrl });
      try {
        const decoded = await decodePeaks(blob);
        if (controller.signal.aborted) return;
        setPeaks(decoded.peaks);
        // The server's measurement, shown in the list too, stands; the decoded length fills in for none.
        if (decoded.duration > 0 && !recording.duration) setDuration(decoded.duration);
      } catch {
        // A format the browser plays but cannot decode here: the seek bar still works without the waveform.
      }
    })().catch(() => {
      if (!controller.signal.aborted) setLoad({ status: "failed", message: "Failed to play recording" });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [recording.audioUrl, recording.mp3Url, recording.duration]);

  const ready = load.status === "ready";

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    if (!ready) return;
    const progress = duration > 0 ? Math.min(current / duration, 1) : 0;
    // Without a waveform (a format this browser cannot decode) a flat line still shows the progress.
    const bars = peaks ?? new Array<number>(BARS).fill(0.04);
    const slot = width / bars.length;
    bars.forEach((peak, i) => {
      const barHeight = Math.max(2, peak * (height - 4));
      // Played bars black, the rest mid grey (3:1 against white, as a non-text graphic needs).
      context.fillStyle = (i + 0.5) / bars.length <= progress ? "#000000" : "#8a8a8a";
      context.fillRect(i * slot + slot * 0.15, (height - barHeight) / 2, Math.max(1, slot * 0.7), barHeight);
    });
  }, [peaks, current, duration, ready]);

  useEffect(() => {
    draw();
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(draw);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [draw]);

  useFollowPlayhead(audioRef, playing, setCurrent);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  function seek(seconds: number) {
    const audio = audioRef.current;
    if (!audio || !ready) return;
    const target = Math.min(Math.max(seconds, 0), duration || audio.duration || 0);
    audio.currentTime = target;
    setCurrent(target);
  }

  async function togglePlay() {
    const audio = audioRef.current;
    if (!audio || !ready) return;
    // Follow what the button shows: a press of Play just as the opening autoplay starts must not pause it.
    if (playing) return audio.pause();
    try {
      await audio.play();
    } catch (error) {
      if (!(error instanceof DOMException && error.name === "AbortError")) setLoad({ status: "failed", message: "Failed to play recording" });
    }
  }

  function onWaveformPointer(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    seek(timeAtX(event.clientX - box.left, box.width, duration));
  }

  function onWaveformKey(event: KeyboardEvent<HTMLCanvasElement>) {
    const moves: Record<string, number> = {
      ArrowLeft: current - KEY_STEP_SECONDS,
      ArrowDown: current - KEY_STEP_SECONDS,
      ArrowRight: current + KEY_STEP_SECONDS,
      ArrowUp: current + KEY_STEP_SECONDS,
      PageDown: current - duration / 10,
      PageUp: current + duration / 10,
      Home: 0,
      End: duration,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    seek(moves[event.key]);
  }

  if (load.status === "failed") {
    return (
      <p role="alert" className="alert alert-error">
        {load.message}
      </p>
    );
  }

  // Elapsed counts whole seconds up; at the end it shows the (rounded) total, so the two agree.
  const total = formatClock(Math.round(duration));
  const elapsed = duration > 0 && current >= duration - 0.05 ? total : formatClock(current);
  const position = `${elapsed} of ${total}`;
  return (
    <div className={styles.player}>
      {ready ? (
        <audio
          ref={audioRef}
          src={load.src}
          preload="auto"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            setCurrent(duration);
          }}
          onTimeUpdate={(event) => setCurrent(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => {
            const length = event.currentTarget.duration;
            // A browser's WebM often states no length (Infinity); the decoded or measured one stands then.
            if (Number.isFinite(length) && length > 0 && !recording.duration) setDuration(length);
            event.currentTarget.volume = volume;
            // Opened with a click on Play, so it starts at once; a browser that refuses waits for the Play button.
            void event.currentTarget.play().catch(() => undefined);
          }}
          onError={() => setLoad({ status: "failed", message: "Failed to play recording" })}
        />
      ) : null}

      <div className={styles.waveformBox}>
        <canvas
          ref={canvasRef}
          className={styles.waveform}
          role="slider"
          tabIndex={ready ? 0 : -1}
          aria-label="Waveform: position in the recording"
          aria-valuemin={0}
          aria-valuemax={Math.round(duration)}
          aria-valuenow={Math.round(current)}
          aria-valuetext={position}
          aria-disabled={!ready || undefined}
          onPointerDown={onWaveformPointer}
          onKeyDown={onWaveformKey}
        />
        {ready ? null : (
          <p role="status" className={styles.loading}>
            <Spinner className={styles.spinner} /> Loading recording…
          </p>
        )}
      </div>

      <label className="visually-hidden" htmlFor={`seek-${recording.id}`}>
        Seek
      </label>
      <input
        id={`seek-${recording.id}`}
        className={styles.range}
        type="range"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(current, duration || 0)}
        disabled={!ready}
        aria-valuetext={position}
        onChange={(event) => seek(Number(event.currentTarget.value))}
      />

      <div className={styles.controls}>
        <button type="button" className={`btn btn-primary ${styles.play}`} onClick={togglePlay} aria-disabled={!ready || undefined} data-autofocus>
          {playing ? "Pause" : "Play"}
        </button>
        <p className={styles.time}>
          <span className="visually-hidden">Elapsed </span>
          {elapsed} <span aria-hidden="true">/</span>
          <span className="visually-hidden"> of total </span> {total}
        </p>
        <label className={styles.volume}>
          <span>Volume</span>
          <input
            type="range"
            className={styles.range}
            min={0}
            max={1}
            step={0.1}
            value={volume}
            aria-valuetext={`${Math.round(volume * 100)}%`}
            onChange={(event) => setVolume(Number(event.currentTarget.value))}
          />
        </label>
      </div>
    </div>
  );
}
