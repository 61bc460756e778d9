"use client";
// Play/Pause of the owner's card on the page's one <audio> element (rendered by the caller with `ref`),
// which loads nothing until the first play.
import { useEffect, useRef, useState } from "react";

const PLAY_ERROR = "Error playing audio. Please try refreshing the page.";

export function useCardPlayer() {
  const ref = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    const onError = () => {
      setPlaying(false);
      setError(PLAY_ERROR);
    };
    audio.addEventListener("play", onPlay);
    audio.addEventListener("pause", onStop);
    audio.addEventListener("ended", onStop);
    audio.addEventListener("error", onError);
    return () => {
      audio.pause();
      audio.removeEventListener("play", onPlay);
      audio.removeEventListener("pause", onStop);
      audio.removeEventListener("ended", onStop);
      audio.removeEventListener("error", onError);
    };
  }, []);

  async function toggle() {
    const audio = ref.current;
    if (!audio) return;
    setError(null);
    if (!audio.paused) return audio.pause();
    try {
      await audio.play();
    } catch {
      setPlaying(false);
      setError(PLAY_ERROR);
    }
  }

  return { ref, playing, error, toggle };
}
