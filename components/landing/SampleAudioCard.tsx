"use client";
// One example clip: play/pause, a seek bar and the time as m:ss. Reaching the end rewinds to 0.
import { useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { AlertText } from "@/components/ui/AlertText";
import { useFollowPlayhead } from "@/components/ui/useFollowPlayhead";
import { formatClock } from "@/lib/format/time";
import type { TSampleClip } from "./samples";
import styles from "./Listen.module.css";

const SEEK_STEP_SECONDS = 1;

export default function SampleAudioCard({ clip, onStart }: { clip: TSampleClip; onStart: (audio: HTMLAudioElement) => void }) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(clip.durationSeconds);
  const [problem, setProblem] = useState<string | null>(null);

  useFollowPlayhead(audioRef, playing, setCurrent);

  async function togglePlay() {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    setProblem(null);
    try {
      await audio.play();
    } catch (error) {
      const name = error instanceof DOMException ? error.name : "";
      // AbortError only means another clip was started before this one got going.
      if (name === "NotAllowedError") setProblem("Please tap the play button to start audio playback.");
      else if (name !== "AbortError") setProblem("This example could not be played.");
    }
  }

  function seek(seconds: number) {
    const audio = audioRef.current;
    if (!audio) return;
    const clamped = Math.min(Math.max(seconds, 0), duration);
    audio.currentTime = clamped;
    setCurrent(clamped);
  }

  function onSeekKey(event: KeyboardEvent<HTMLInputElement>) {
    const step =
      event.key === "ArrowRight" || event.key === "ArrowUp"
        ? SEEK_STEP_SECONDS
        : event.key === "ArrowLeft" || event.key === "ArrowDown"
          ? -SEEK_STEP_SECONDS
          : 0;
    if (!step) return;
    event.preventDefault();
    seek(current + step);
  }

  const progress = duration > 0 ? Math.min(current / duration, 1) * 100 : 0;
  const action = playing ? "Pause" : "Play";

  return (
    <article className={`card ${styles.card}`} aria-labelledby={`${clip.id}-title`}>
      <h3 id={`${clip.id}-title`} className={styles.title}>
        {clip.title}
      </h3>
      <p className={styles.description}>{clip.description}</p>
      <div className={styles.controls}>
        <button type="button" className={styles.play} aria-label={`${action} ${clip.title}`} onClick={() => void togglePlay()}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {playing ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            ) : (
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" fill="currentColor" />
            )}
          </svg>
        </button>
        <div className={styles.track}>
          <input
            type="range"
            className={styles.seek}
            min={0}
            max={duration}
            step="any"
            value={Math.min(current, duration)}
            aria-label={`Seek ${clip.title}`}
            aria-valuetext={`${formatClock(current)} of ${formatClock(duration)}`}
            style={{ "--progress": `${progress}%` } as CSSProperties}
            onChange={(event) => seek(Number(event.target.value))}
            onKeyDown={onSeekKey}
          />
          <p className={styles.time}>
            <span>{formatClock(current)}</span> / <span>{formatClock(duration)}</span>
          </p>
        </div>
      </div>
      <AlertText message={problem} />
      <audio
        ref={audioRef}
        src={clip.url}
        preload="none"
        onPlay={(event) => {
          setPlaying(true);
          onStart(event.currentTarget);
        }}
        onPause={(event) => {
          setPlaying(false);
          setCurrent(event.currentTarget.currentTime);
        }}
        onDurationChange={(event) => {
          if (Number.isFinite(event.currentTarget.duration)) setDuration(event.currentTarget.duration);
        }}
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          setPlaying(false);
          setCurrent(0);
        }}
        onError={() => setProblem("This example could not be loaded.")}
      />
    </article>
  );
}
