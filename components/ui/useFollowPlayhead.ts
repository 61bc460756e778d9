"use client";
import { useEffect, type RefObject } from "react";

/**
 * Reports the audio element's position every frame while it plays: `timeupdate` fires only about four
 * times a second, which moves a progress bar or waveform in visible jumps.
 */
export function useFollowPlayhead(audioRef: RefObject<HTMLAudioElement | null>, playing: boolean, onPosition: (seconds: number) => void) {
  useEffect(() => {
    if (!playing) return;
    let frame = requestAnimationFrame(function follow() {
      onPosition(audioRef.current?.currentTime ?? 0);
      frame = requestAnimationFrame(follow);
    });
    return () => cancelAnimationFrame(frame);
  }, [audioRef, playing, onPosition]);
}
