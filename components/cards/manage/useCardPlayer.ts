"use client";
// Play/Pause of the owner's card: one <audio> made on the first play, from the owner's audio route.
import { useEffect, useRef, useState } from "react";

export const PLAY_ERROR = "Error playing audio. Please try refreshing the page.";

export function useCardPlayer(src: string) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The page is keyed by the card, so `src` never changes under a mounted player; leaving stops the sound.
  useEffect(() => () => audioRef.current?.pause(), []);

  async function toggle() {
    setError(null);
    if (playing) {
      audioRef.current?.pause();
      return;
    }
    if (!audioRef.current) {
      const audio = new Audio(src);
      audio.preload = "auto";
      audio.addEventListener("play", () => setPlaying(true));
      audio.addEventListener("pause", () => setPlaying(false));
      audio.addEventListener("ended", () => setPlaying(false));
      audio.addEventListener("error", () => {
        setPlaying(false);
        setError(PLAY_ERROR);
      });
      audioRef.current = audio;
    }
    try {
      await audioRef.current.play();
    } catch {
      setPlaying(false);
      setError(PLAY_ERROR);
    }
  }

  return { playing, error, toggle };
}
