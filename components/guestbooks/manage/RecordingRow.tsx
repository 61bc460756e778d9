"use client";
// One recording in the manage list: select box, guest, email, when, how long, and Play / Download /
// Delete, and under More the choices to select every take with its name or from its connection. A recording past the tier's guest limit keeps its row but plays and downloads nothing; its
// buttons stay focusable and say why instead. A take waiting for the host's approval (issue 50) says so and
// has an Approve button; the host plays and downloads it like any other.
import { useId, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import type { TRecordingJson } from "@/lib/recordings/serialize";
import { REQUIRES_UPGRADE } from "./constants";
import { approveRecording, setRecordingListed } from "@/lib/client/recordings";
import { downloadFailure, downloadRecording } from "./download-recording";
import { formatDateTime, formatDuration } from "@/lib/format/time";
import styles from "./Recordings.module.css";

type TNotice = { kind: "success" | "error"; text: string };

type TProps = {
  guestbookId: string;
  recording: TRecordingJson;
  /** The event's IANA time zone: when a take was recorded is written in it, wherever the host is. */
  timeZone: string;
  selected: boolean;
  onToggle(): void;
  onPlay(): void;
  /** null: no Delete (a co-host). */
  onDelete: (() => void) | null;
  onNotice(notice: TNotice): void;
  /** After the recording was hidden from or shown on the listening page, or approved. */
  onListedChanged(): void;
  /** Adds every take with this guest name to the selection. */
  onSelectSameName(): void;
  /** Adds every take sent from the same connection; null when that is not known (takes from before issue 46). */
  onSelectSameAddress: (() => void) | null;
};

export default function RecordingRow(props: TProps) {
  const { guestbookId, recording, timeZone, selected, onToggle, onPlay, onDelete, onNotice, onListedChanged, onSelectSameName, onSelectSameAddress } = props;
  const [download, setDownload] = useState<"idle" | "downloading" | "preparing">("idle");
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = useId();
  // The choice being saved, shown at once; the list's own value once it is reloaded.
  const [listing, setListing] = useState<boolean | null>(null);
  const listed = listing ?? recording.listed;
  const [approving, setApproving] = useState(false);
  const waiting = !recording.approved;
  const locked = recording.requiresUpgrade;
  const who = recording.title || "Guest";

  async function startDownload() {
    if (locked) return onNotice({ kind: "error", text: REQUIRES_UPGRADE });
    setDownload("downloading");
    try {
      await downloadRecording(recording, () => setDownload("preparing"));
    } catch (error) {
      onNotice({ kind: "error", text: downloadFailure(recording, error) });
    } finally {
      setDownload("idle");
    }
  }

  function choose(select: () => void) {
    setMoreOpen(false);
    select();
  }

  async function changeListed(next: boolean) {
    setListing(next);
    try {
      await setRecordingListed(guestbookId, recording.id, next);
      onListedChanged();
    } catch {
      onNotice({ kind: "error", text: `Could not ${next ? "show" : "hide"} the message from ${who} on the family page.` });
    } finally {
      setListing(null);
    }
  }

  async function approve() {
    setApproving(true);
    try {
      await approveRecording(guestbookId, recording.id);
      onNotice({ kind: "success", text: `Approved the message from ${who}: the family can hear it now.` });
      onListedChanged();
    } catch {
      onNotice({ kind: "error", text: `Could not approve the message from ${who}. Please try again.` });
    } finally {
      setApproving(false);
    }
  }

  return (
    <li className={`${styles.row} ${selected ? styles.rowSelected : ""}`}>
      <div className={styles.select}>
        {/* The label is the box's 44 px touch area (a checkbox's own padding is not). */}
        <label className={`check-target ${styles.selectTarget}`}>
          <input
            type="checkbox"
            id={`select-${recording.id}`}
            className={styles.checkbox}
            checked={selected}
            onChange={onToggle}
            aria-label={`Select the recording from ${who}`}
          />
        </label>
      </div>
      <div className={styles.who}>
        <p className={styles.guest}>
          {who}
          {locked ? <span className={`badge ${styles.upgradeBadge}`}>Requires Upgrade</span> : null}
          {recording.silent ? <span className={`badge ${styles.upgradeBadge}`}>No voice heard</span> : null}
          {waiting ? <span className={`badge ${styles.waitingBadge}`}>Waiting for approval</span> : null}
        </p>
        {recording.email ? <p className={styles.email}>{recording.email}</p> : null}
        {locked ? null : (
          <label className={styles.listed}>
            <input type="checkbox" checked={listed} disabled={listing !== null} onChange={(event) => void changeListed(event.target.checked)} />
            <span>
              On the family page<span className="visually-hidden"> (the message from {who})</span>
            </span>
          </label>
        )}
      </div>
      <p className={styles.when}>
        <span className={styles.cellLabel}>Recorded </span>
        <time dateTime={recording.createdAt}>{formatDateTime(recording.createdAt, { locale: "en-US", dateStyle: "medium", timeZone })}</time>
      </p>
      <p className={styles.duration}>
        <span className={styles.cellLabel}>Length </span>
        {formatDuration(recording.duration)}
      </p>
      <div className={styles.rowActions}>
        {waiting ? (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            aria-disabled={approving || undefined}
            onClick={approving ? undefined : () => void approve()}
            aria-label={`Approve the message from ${who}`}
          >
            {approving ? <Spinner /> : null} Approve
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-primary btn-sm"
          aria-disabled={locked || undefined}
          onClick={locked ? () => onNotice({ kind: "error", text: REQUIRES_UPGRADE }) : onPlay}
          aria-label={`Play the recording from ${who}`}
        >
          Play
        </button>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          aria-disabled={locked || download !== "idle" || undefined}
          onClick={download === "idle" ? startDownload : undefined}
          aria-label={download === "idle" ? `Download the recording from ${who}` : undefined}
        >
          {download === "idle" ? "Download" : null}
          {download === "downloading" ? (
            <>
              <Spinner /> Downloading…
            </>
          ) : null}
          {download === "preparing" ? (
            <>
              <Spinner /> Preparing MP3…
            </>
          ) : null}
        </button>
        {onDelete ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={onDelete} aria-label={`Delete the recording from ${who}`}>
            Delete
          </button>
        ) : null}
        <div className={styles.more}>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-expanded={moreOpen}
            aria-controls={moreId}
            aria-label={`More for the recording from ${who}`}
            onClick={() => setMoreOpen((open) => !open)}
          >
            More
          </button>
          {moreOpen ? (
            <div id={moreId} className={styles.moreMenu}>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => choose(onSelectSameName)}>
                Select everything from this name
              </button>
              {onSelectSameAddress ? (
                <button type="button" className="btn btn-outline btn-sm" onClick={() => choose(onSelectSameAddress)}>
                  Select everything from this address
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        <span role="status" className="visually-hidden">
          {download === "preparing" ? `Preparing the MP3 of the recording from ${who}…` : ""}
        </span>
      </div>
    </li>
  );
}
