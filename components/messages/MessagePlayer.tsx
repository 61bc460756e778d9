"use client";
// Plays a saved message: the original recording first, the MP3 for browsers that cannot play it (Safari
// and WebM). While the MP3 is still being made it checks back every 2 s, so the download gets the MP3.
// The length the server measured shows from the first paint; the stored original states it too (ingest
// remuxes a recorder's WebM), so the player's own timeline has it and seeks before playing.
// The player asks for that metadata once the page has loaded, not while it paints: the first paint has
// the phone's connection to itself (docs/decisions/performance.md).
import { useLocale, useTranslations } from "@/components/i18n/ClientMessages";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import type { TPublicMessage } from "@/lib/messages/public-message";
import styles from "./MessagePage.module.css";
import { apiJson } from "@/lib/client/api";
import { messageUrl } from "@/lib/client/messages";
import { formatClock } from "@/lib/format/time";
import { isLanguage, languageDirection } from "@/lib/i18n/languages";
import { MirroredControls } from "./MirroredControls";

type TProps = {
  message: TPublicMessage;
  label: string;
  compact?: boolean;
  /** One of many players on a page (the listening page): no metadata is fetched until it is played. */
  lazy?: boolean;
  /** Where the message's newer state is read while its MP3 is made; null never asks. */
  refreshUrl?: string | null;
  /** Overrides the download link; null shows none and hides the player's own download item. */
  downloadUrl?: string | null;
};

export function MessagePlayer({
  message: initial,
  label,
  compact = false,
  lazy = false,
  refreshUrl = messageUrl(initial.id),
  downloadUrl: givenDownloadUrl,
}: TProps) {
  const t = useTranslations("messagePlayer");
  // The page's direction as the server rendered <html dir>, so the first paint and hydration agree.
  const locale = useLocale();
  const rightToLeft = isLanguage(locale) && languageDirection(locale) === "rtl";
  const [message, setMessage] = useState(initial);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);
  // "none" in the server's HTML; "metadata" after the page's load event.
  const [preload, setPreload] = useState<"none" | "metadata">("none");

  // The metadata may arrive before React hydrates and listens for it (a play pressed before hydration).
  useEffect(() => {
    if ((audioRef.current?.readyState ?? 0) >= 1) setLoaded(true);
  }, []);

  useEffect(() => {
    if (lazy) return;
    const afterLoad = () => setPreload("metadata");
    if (document.readyState === "complete") {
      afterLoad();
      return;
    }
    window.addEventListener("load", afterLoad, { once: true });
    return () => window.removeEventListener("load", afterLoad);
  }, [lazy]);

  useEffect(() => {
    const audio = audioRef.current;
    // A browser that does not start a deferred load when preload changes is asked to (never mid-play).
    if (preload === "metadata" && audio && audio.paused && audio.readyState === 0 && audio.networkState !== HTMLMediaElement.NETWORK_LOADING) audio.load();
  }, [preload]);

  useEffect(() => {
    if (message.status !== "processing" || !refreshUrl) return;
    const timer = setTimeout(async () => {
      const latest = await apiJson<TPublicMessage>(refreshUrl).catch(() => null);
      // A failed look still makes a new object, so the effect runs again and keeps polling.
      setMessage((current) => latest ?? { ...current });
    }, 2000);
    return () => clearTimeout(timer);
  }, [message, refreshUrl]);

  const audioKey = message.mp3Url ?? "original";
  const downloadUrl = givenDownloadUrl === undefined ? `${message.mp3Url ?? message.audioUrl}?download=1` : givenDownloadUrl;
  return (
    <div className={styles.player}>
      {/* The key reloads the element when the MP3 source appears. */}
      <audio
        key={audioKey}
        ref={audioRef}
        className={styles.audio}
        // Right to left, the player's own controls (MirroredControls) drive the element instead of the native ones.
        controls={!rightToLeft}
        // No overflow menu (its download, speed and cast items): the player has its own Download button when
        // downloads are allowed, and on a 320 px phone the menu's room goes to the seek bar instead (issue 36).
        controlsList="nodownload noplaybackrate noremoteplayback"
        // The native controls run left to right in every engine's drawing; stated, so WebKit agrees with Chromium.
        dir="ltr"
        preload={preload}
        aria-label={t("voiceMessage", { label })}
        onLoadedMetadata={() => setLoaded(true)}
      >
        {/* The voice evened out (lib/audio/polish.ts) first; the original while its MP3 is being made, or where it fails. */}
        {message.mp3Url ? <source src={message.mp3Url} type="audio/mpeg" /> : null}
        <source src={message.audioUrl} type={message.contentType} onError={() => setFailed(true)} />
      </audio>
      {rightToLeft ? (
        <MirroredControls audioRef={audioRef} audioKey={audioKey} measuredSeconds={message.durationMs ? message.durationMs / 1000 : null} label={label} />
      ) : null}
      {message.durationMs ? (
        <p className={styles.muted} data-testid="message-length">
          {t("length")} <time dateTime={`PT${Math.round(message.durationMs / 1000)}S`}>{formatClock(Math.round(message.durationMs / 1000))}</time>
        </p>
      ) : null}
      {!loaded && !failed && !lazy ? (
        <p role="status" className={styles.muted}>
          <Spinner className={styles.spinnerTrack} /> {t("loading")}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="error-text">
          {t("failed")}
        </p>
      ) : null}
      {compact || !downloadUrl ? null : (
        <a className={`btn btn-primary ${styles.download}`} href={downloadUrl} download>
          {t("download")}
        </a>
      )}
      {/* The voice byte for byte as it was sent, beside the evened-out MP3 (only on the page's own downloads). */}
      {compact || givenDownloadUrl !== undefined || !message.mp3Url ? null : (
        <a className={`btn btn-ghost ${styles.download}`} href={`${message.audioUrl}?download=1`} download>
          {t("downloadAsRecorded")}
        </a>
      )}
    </div>
  );
}
