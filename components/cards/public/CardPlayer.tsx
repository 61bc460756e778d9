"use client";
// Play/Stop for a public card: the original recording first, the MP3 for browsers that cannot play it
// (Safari and WebM). Stop rewinds, as the spec's Play/Stop does; the spec's texts on failure.
// Nothing of the recording is fetched before Play: most of a card's visitors open it once, and the page's
// first paint should not share the phone's connection with a voice (docs/decisions/performance.md). Play
// says "Loading…" until the voice starts.
import { useRef, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { AlertText } from "@/components/ui/AlertText";
import { Spinner } from "@/components/ui/Spinner";
import styles from "./PublicCard.module.css";

type TProps = {
  audioUrl: string;
  mp3Url: string | null;
  contentType: string | null;
  /** The button's text at rest: 'Play' on a standard card, 'Play Message' on a pro card (spec 002). */
  playLabel?: "play" | "playMessage";
};

export default function CardPlayer({ audioUrl, mp3Url, contentType, playLabel = "play" }: TProps) {
  const t = useTranslations("cardPlayer");
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  // Play was pressed and the voice has not started yet (it is being fetched).
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing || starting) {
      audio.pause();
      audio.currentTime = 0;
      setPlaying(false);
      setStarting(false);
      return;
    }
    setError(null);
    setStarting(true);
    try {
      await audio.play();
      setPlaying(true);
    } catch (failure) {
      setPlaying(false);
      // Stop pressed while it was loading aborts the play(): not a failure.
      if (!(failure instanceof DOMException && failure.name === "AbortError")) setError(t("playFailed"));
    } finally {
      setStarting(false);
    }
  }

  return (
    <>
      <audio
        ref={audioRef}
        preload="none"
        onEnded={() => setPlaying(false)}
        onPause={() => setPlaying(false)}
        onPlay={() => setPlaying(true)}
      >
        {/* The voice evened out first; the original while its MP3 is made. The last source failing means none could play. */}
        {mp3Url ? <source src={mp3Url} type="audio/mpeg" /> : null}
        <source src={audioUrl} type={contentType ?? undefined} onError={() => setError(t("loadFailed"))} />
      </audio>
      <button type="button" className={`btn btn-primary btn-lg ${styles.play}`} onClick={toggle} aria-pressed={playing} aria-busy={starting}>
        {starting ? (
          <>
            <Spinner /> {t("loading")}
          </>
        ) : (
          <>
            <span aria-hidden="true" className={styles.playIcon}>
              {playing ? "■" : "▶"}
            </span>
            {t(playing ? "stop" : playLabel)}
          </>
        )}
      </button>
      <AlertText message={error} />
    </>
  );
}
