"use client";
// The example clips, of which only one plays at a time: starting one pauses the one before.
import { useCallback, useRef } from "react";
import SampleAudioCard from "./SampleAudioCard";
import { SAMPLE_CLIPS } from "./samples";

export default function SamplePlayers() {
  const playing = useRef<HTMLAudioElement | null>(null);

  const onStart = useCallback((audio: HTMLAudioElement) => {
    if (playing.current && playing.current !== audio) playing.current.pause();
    playing.current = audio;
  }, []);

  return (
    <ul className="card-grid">
      {SAMPLE_CLIPS.map((clip) => (
        <li key={clip.id}>
          <SampleAudioCard clip={clip} onStart={onStart} />
        </li>
      ))}
    </ul>
  );
}
