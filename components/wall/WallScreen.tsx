"use client";
// The live voice wall (issue 50), made for a TV or projector in landscape: the title, how many voices so
// far, the newest guests' first names (each new one arriving with a moving waveform), and the guest page's
// QR code in a corner. New messages come over the wall's event stream; EventSource reconnects by itself
// (the server's `retry:`) and resumes with Last-Event-ID, and a stream refused outright is opened again
// after the last event seen. With "play aloud" on, one click on "Tap to turn on sound" (browsers ask for
// one) lets each new message play, one after another.
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { wallEventsUrl } from "@/lib/client/wall";
import { ZWallTake, type TWallTake } from "@/lib/validation/wall";
import type { TWallView } from "@/lib/wall/wall-view";
import styles from "./WallScreen.module.css";

type TName = { id: string; firstName: string | null; fresh: boolean };
const SHOWN = 8;
const REOPEN_MS = 5000;

export default function WallScreen({ token, view, qrSrc }: { token: string; view: TWallView; qrSrc: string }) {
  const t = useTranslations("wall");
  const [total, setTotal] = useState(view.total);
  const [names, setNames] = useState<TName[]>(() => view.newest.map((take) => ({ ...take, fresh: false })));
  const [live, setLive] = useState(true);
  const [soundOn, setSoundOn] = useState(false);
  const [playing, setPlaying] = useState<TWallTake | null>(null);
  const queue = useRef<TWallTake[]>([]);
  const soundOnRef = useRef(false);
  const busy = useRef(false);
  const audio = useRef<HTMLAudioElement | null>(null);

  // One message at a time: the next starts when one ends (or cannot be played).
  const playNext = useCallback(function next() {
    const take = queue.current.shift() ?? null;
    busy.current = take !== null;
    setPlaying(take);
    if (take && audio.current) {
      audio.current.src = take.playUrl;
      audio.current.play().catch(next);
    }
  }, []);

  useEffect(() => {
    let lastEventId = view.lastEventId;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    const open = () => {
      source = new EventSource(wallEventsUrl(token, lastEventId));
      source.onopen = () => setLive(true);
      source.onerror = () => {
        setLive(false);
        // CLOSED: the server refused (or the network failed before any answer); EventSource gives up then.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      };
      source.addEventListener("take", (event) => {
        const parsed = ZWallTake.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (!parsed.success) return;
        const take = parsed.data;
        lastEventId = (event as MessageEvent).lastEventId || lastEventId;
        setLive(true);
        setTotal(take.total);
        setNames((shown) => [{ id: take.id, firstName: take.firstName, fresh: true }, ...shown.filter((name) => name.id !== take.id)].slice(0, SHOWN));
        if (soundOnRef.current) {
          queue.current.push(take);
          if (!busy.current) playNext();
        }
      });
    };
    open();
    return () => {
      source?.close();
      if (reopen) clearTimeout(reopen);
    };
  }, [token, view.lastEventId, playNext]);

  const nameOf = (name: { firstName: string | null }) => name.firstName ?? t("anonymous");
  const newest = names[0];

  return (
    <div className={styles.wall}>
      <header className={styles.header}>
        <h1 className={styles.title}>{view.title}</h1>
        <p className={styles.count} data-testid="wall-count">
          {t("voices", { count: total })}
        </p>
        {!live && (
          <p className={styles.reconnecting} role="status">
            {t("reconnecting")}
          </p>
        )}
      </header>

      <section className={styles.names} aria-labelledby="wall-newest">
        <h2 id="wall-newest" className={styles.namesHeading}>
          {t("newest")}
        </h2>
        {names.length === 0 ? (
          <p className={styles.empty}>{t("empty")}</p>
        ) : (
          <ol className={styles.list}>
            {names.map((name) => (
              <li key={name.id} className={`${styles.name} ${name.fresh ? styles.fresh : ""}`}>
                <span className={styles.wave} aria-hidden="true">
                  {Array.from({ length: 7 }, (_, bar) => (
                    <span key={bar} className={styles.bar} />
                  ))}
                </span>
                <span>{nameOf(name)}</span>
              </li>
            ))}
          </ol>
        )}
        <p className="visually-hidden" aria-live="polite">
          {newest?.fresh ? t("arrived", { name: nameOf(newest) }) : ""}
        </p>
      </section>

      <aside className={styles.corner}>
        <img className={styles.qr} src={qrSrc} alt={t("scan")} width={240} height={240} />
        <p className={styles.scan}>{t("scan")}</p>
      </aside>

      {view.playAloud && (
        <div className={styles.sound}>
          {soundOn ? (
            <p role="status">{playing ? t("playing", { name: nameOf(playing) }) : t("soundIsOn")}</p>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                soundOnRef.current = true;
                setSoundOn(true);
              }}
            >
              {t("soundOn")}
            </button>
          )}
          <audio ref={audio} onEnded={playNext} onError={playNext} preload="none" />
        </div>
      )}
    </div>
  );
}
