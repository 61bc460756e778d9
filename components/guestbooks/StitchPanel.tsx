"use client";
// The Recordings tab's stitch box: the stitches left, the selected recordings in the order they will be
// joined (Move up / Move down), the Stitch button, and the stitches made so far with their progress and
// downloads. The list is polled while a stitch is running, so a reload picks the progress up again.
// Phones get only a note (spec 001: stitching is unavailable on mobile).
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useMediaQuery } from "@/lib/client/use-media-query";
import useSWR from "swr";
import { hasCode, messageOf } from "@/lib/client/api";
import { startStitch, stitchesKey, stitchUsageKey, type TStitchesBody, type TStitchUsage } from "@/lib/client/guestbooks";
import { formatClock } from "@/lib/format/time";
import { STITCH_ERRORS, STITCH_MAX_RECORDINGS, STITCH_MIN_RECORDINGS } from "@/lib/stitching/stitch-errors";
import type { TStitchJson } from "@/lib/stitching/stitch-json";
import { moveItem, reconcileOrder } from "@/lib/stitching/stitch-order";
import styles from "./StitchPanel.module.css";

export type TStitchCandidate = { id: string; title: string; duration: number | null };

type TProps = {
  guestbookId: string;
  selected: TStitchCandidate[];
  /** Some selected recordings were deleted meanwhile: the page refreshes its list and clears the selection. */
  onRecordingsMissing(): void;
};

const WIDE_QUERY = "(min-width: 768px)";
const POLL_MS = 1000;
const GAP_SECONDS = 0.75;
const REQUEST_FAILED = "Error creating stitched audio. Please try again.";
const MOBILE_NOTE = "Stitching is available on a larger screen (tablet or computer).";

/** False on the server and on phones, so the controls are never rendered where they cannot be used. */
const useWideScreen = () => useMediaQuery(WIDE_QUERY);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const isRunning = (stitch: TStitchJson) => stitch.status === "queued" || stitch.status === "processing";

export function StitchPanel({ guestbookId, selected, onRecordingsMissing }: TProps) {
  const wide = useWideScreen();
  return (
    <section className={styles.panel} aria-label="Stitch recordings">
      <p className={styles.mobileNote}>{MOBILE_NOTE}</p>
      {wide ? <StitchControls guestbookId={guestbookId} selected={selected} onRecordingsMissing={onRecordingsMissing} /> : null}
    </section>
  );
}

function StitchControls({ guestbookId, selected, onRecordingsMissing }: TProps) {
  const baseId = useId();
  const [order, setOrder] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusAfterMove = useRef<string | null>(null);

  const ordered = useMemo(() => {
    const byId = new Map(selected.map((recording) => [recording.id, recording]));
    return reconcileOrder(
      order,
      selected.map((recording) => recording.id),
    ).map((id) => byId.get(id)!);
  }, [order, selected]);
  // Polled while a stitch runs; a missed poll is retried on the next tick and the list keeps what it showed.
  const stitchList = useSWR<TStitchesBody>(stitchesKey(guestbookId), {
    refreshInterval: (latest) => (latest?.stitches.some(isRunning) ? POLL_MS : 0),
  });
  const stitches = stitchList.data?.stitches ?? null;
  const running = stitches?.some(isRunning) ?? false;
  // The allowance changes when a stitch is accepted or fails (a failed one is given back), so it is
  // read again whenever `running` changes.
  const usageLoad = useSWR<TStitchUsage>([stitchUsageKey(guestbookId), running], { keepPreviousData: true });
  const usage = usageLoad.error ? null : (usageLoad.data ?? null);
  const loadUsage = () => void usageLoad.mutate();

  // Screen readers hear when a stitch they were waiting for is done.
  const seen = useRef<TStitchJson[] | null>(null);
  useEffect(() => {
    const finished = stitches?.some((stitch) => stitch.status === "ready" && seen.current?.some((old) => old.id === stitch.id && isRunning(old)));
    if (finished) setAnnouncement("Your stitched MP3 is ready to download.");
    seen.current = stitches;
  }, [stitches]);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [ordered]);

  function move(index: number, delta: -1 | 1) {
    const next = moveItem(
      ordered.map((recording) => recording.id),
      index,
      delta,
    );
    setOrder(next);
    const target = index + delta;
    const id = next[target];
    // At an end the button just used is disabled; keep focus on the one that still works.
    const atEnd = target === 0 || target === next.length - 1;
    const direction = atEnd ? (delta === -1 ? "down" : "up") : delta === -1 ? "up" : "down";
    focusAfterMove.current = `${baseId}-${id}-${direction}`;
  }

  async function stitch() {
    setError(null);
    const recordingIds = ordered.map((recording) => recording.id);
    if (recordingIds.length === 0) return setError(STITCH_ERRORS.none);
    if (recordingIds.length < STITCH_MIN_RECORDINGS) return setError(STITCH_ERRORS.one);
    if (recordingIds.length > STITCH_MAX_RECORDINGS) return setError(STITCH_ERRORS.tooMany);
    setBusy(true);
    try {
      const created = await startStitch(guestbookId, recordingIds);
      if (!created) return setError(REQUEST_FAILED);
      void stitchList.mutate((previous) => ({ stitches: [created, ...(previous?.stitches ?? []).filter((item) => item.id !== created.id)] }), {
        revalidate: false,
      });
      setAnnouncement(`Stitching ${plural(created.recordingCount, "recording")}.`);
      loadUsage();
    } catch (error) {
      const missing = hasCode(error, "CONFLICT") ? error.body.missingRecordingIds : undefined;
      if (Array.isArray(missing)) {
        const titles = missing.map((id) => ordered.find((recording) => recording.id === id)?.title ?? String(id));
        setError(`${STITCH_ERRORS.unavailable}${titles.join(", ")}`);
        onRecordingsMissing();
        return;
      }
      setError(messageOf(error, REQUEST_FAILED));
      if (hasCode(error, "REQUIRES_UPGRADE")) loadUsage();
    } finally {
      setBusy(false);
    }
  }

  const knownSeconds = ordered.reduce((sum, recording) => sum + (recording.duration ?? 0), 0);
  const allKnown = ordered.every((recording) => recording.duration !== null);
  const errorId = `${baseId}-error`;

  return (
    <div className={styles.controls}>
      <div className={styles.header}>
        <h2 className={styles.title}>Stitch recordings</h2>
        <p className={styles.usage}>
          {usage ? `${plural(usage.remaining, "stitch", "stitches")} left` : "Checking stitches left…"}
          {usage && usage.limit > 0 ? <span className={styles.muted}> (of {usage.limit})</span> : null}
        </p>
      </div>
      <p className={styles.muted}>Select recordings in the list, put them in the order you want, and get one MP3 with every message at the same volume.</p>

      {ordered.length > 0 ? (
        <>
          <span id={`${baseId}-order`} className="visually-hidden">
            Order of the stitched recordings
          </span>
          <ol className={styles.order} aria-labelledby={`${baseId}-order`}>
            {ordered.map((recording, index) => (
              <li key={recording.id} className={styles.item}>
                <span className={styles.position} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.name} title={recording.title}>
                  {recording.title}
                </span>
                <span className={styles.duration}>{recording.duration === null ? "--:--" : formatClock(recording.duration)}</span>
                <span className={styles.moves}>
                  <button
                    id={`${baseId}-${recording.id}-up`}
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Move up<span className="visually-hidden"> {recording.title}</span>
                  </button>
                  <button
                    id={`${baseId}-${recording.id}-down`}
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={index === ordered.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move down<span className="visually-hidden"> {recording.title}</span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={styles.empty}>No recordings selected yet.</p>
      )}

      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={stitch} disabled={busy} aria-describedby={error ? errorId : undefined}>
          {busy ? "Starting…" : `Stitch ${plural(ordered.length, "recording")}`}
        </button>
        {ordered.length >= STITCH_MIN_RECORDINGS && knownSeconds > 0 ? (
          <span className={styles.muted}>
            {allKnown ? "" : "at least "}
            {formatClock(knownSeconds + GAP_SECONDS * (ordered.length - 1))} long
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {stitches && stitches.length > 0 ? (
        <div>
          <h3 className={styles.subtitle}>Stitched audio</h3>
          <ul className={styles.stitches}>
            {stitches.map((item) => (
              <StitchRow key={item.id} stitch={item} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function StitchRow({ stitch }: { stitch: TStitchJson }) {
  const label = plural(stitch.recordingCount, "recording");
  const created = new Date(stitch.createdAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  if (isRunning(stitch)) {
    return (
      <li className={styles.stitch}>
        <span>
          {stitch.status === "queued" ? "Waiting to start" : "Stitching"} {label}… {stitch.progress}%
        </span>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={`Stitching ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={stitch.progress}
        >
          <div className={styles.bar} style={{ width: `${stitch.progress}%` }} />
        </div>
      </li>
    );
  }
  if (stitch.status === "failed") {
    return (
      <li className={styles.stitch}>
        <span>
          {label}, {created}
        </span>
        <span className="error-text">{stitch.error ?? STITCH_ERRORS.failed}</span>
      </li>
    );
  }
  return (
    <li className={`${styles.stitch} ${styles.ready}`}>
      <span>
        {label}
        {stitch.durationMs !== null ? `, ${formatClock(stitch.durationMs / 1000)}` : ""}
        <span className={styles.muted}> · {created}</span>
      </span>
      {stitch.downloadUrl ? (
        <a className="btn btn-outline btn-sm" href={stitch.downloadUrl} download>
          Download MP3
          <span className="visually-hidden">
            {" "}
            ({label}, {created})
          </span>
        </a>
      ) : null}
    </li>
  );
}
