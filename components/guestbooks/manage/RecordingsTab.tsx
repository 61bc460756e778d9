"use client";
// The recordings tab: the overage banner, the selection toolbar (Bulk Download as one ZIP, Hide and Show
// on the family page, Delete), the list (each row can add every take with its guest name, or from its
// connection, to the selection), the playback dialog and the delete confirmations. Takes waiting for the
// host's approval (issue 50) are approved one by one in their rows or the selected ones at once here, and
// stay out of montages until then. Results are announced in one place.
import { useState } from "react";
import PlaybackDialog from "@/components/guestbooks/PlaybackDialog";
import { StitchPanel } from "@/components/guestbooks/StitchPanel";
import { Spinner } from "@/components/ui/Spinner";
import type { TGuestbookJson } from "@/lib/guestbooks/serialize";
import type { TRecordingJson } from "@/lib/recordings/serialize";
import { approveRecordings, bulkRecordings, deleteRecording } from "@/lib/client/recordings";
import ConfirmDialog from "@/components/ui/ConfirmDialog";
import { CreateCardFromRecordings } from "./CreateCardFromRecordings";
import LoadState from "./LoadState";
import RecordingRow from "./RecordingRow";
import { useArchiveDownload } from "./useArchiveDownload";
import type { TRecordingsLoad } from "./useRecordings";
import styles from "./Recordings.module.css";

type TNotice = { kind: "success" | "error"; text: string };
type TConfirm = { kind: "one"; recording: TRecordingJson } | { kind: "selected" };

type TProps = {
  guestbook: TGuestbookJson;
  load: TRecordingsLoad;
  onReload(): Promise<void>;
  /** After deletions: the list, the counts and the event-date lock all change. */
  onChanged(): Promise<void>;
  /** Opens the upgrade dialog; null when this guestbook cannot be upgraded. */
  onUpgrade: (() => void) | null;
  /** Deleting is the owner's alone; a co-host hides instead. */
  canDelete: boolean;
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

export default function RecordingsTab({ guestbook, load, onReload, onChanged, onUpgrade, canDelete }: TProps) {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<TNotice | null>(null);
  const [playing, setPlaying] = useState<TRecordingJson | null>(null);
  const [confirm, setConfirm] = useState<TConfirm | null>(null);
  const [deleting, setDeleting] = useState<{ total: number } | null>(null);
  const [updating, setUpdating] = useState(false);
  const archive = useArchiveDownload(guestbook.id, setNotice);
  // Bulk Download of the originals byte for byte, instead of the MP3s the family hears.
  const [asRecorded, setAsRecorded] = useState(false);

  if (load.status === "loading") {
    return (
      <p role="status" className={styles.muted}>
        <Spinner /> Loading recordings…
      </p>
    );
  }
  if (load.status === "error" && load.recordings.length === 0) {
    return <LoadState load={{ status: "error" }} onRetry={onReload} />;
  }

  const { recordings } = load;
  const selected = recordings.filter((recording) => selectedIds.has(recording.id));
  const playable = recordings.filter((recording) => !recording.requiresUpgrade);
  const selectedPlayable = selected.filter((recording) => !recording.requiresUpgrade);
  const selectedWaiting = selected.filter((recording) => !recording.approved);
  const stitchable = selectedPlayable.filter((recording) => recording.approved);
  const allSelected = recordings.length > 0 && selected.length === recordings.length;
  const busy = deleting !== null || archive.preparing !== null || updating;

  function toggle(id: string) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  /** Adds every row that `same` picks to the selection, and says how many that made. */
  function selectAlike(same: (recording: TRecordingJson) => boolean, from: string) {
    const alike = recordings.filter(same).map((recording) => recording.id);
    setSelectedIds((current) => new Set([...current, ...alike]));
    setNotice({ kind: "success", text: `Selected ${plural(alike.length, "recording")} ${from}.` });
  }

  async function deleteRecordings(targets: TRecordingJson[]) {
    setConfirm(null);
    setNotice(null);
    setDeleting({ total: targets.length });
    let failed = false;
    try {
      // Many at once in one request (the server frees their places together); one alone as the spec's single delete.
      if (targets.length === 1) await deleteRecording(guestbook.id, targets[0].id);
      else await bulkRecordings(guestbook.id, { action: "delete", ids: targets.map((recording) => recording.id) });
    } catch {
      failed = true;
    }
    if (!failed) setSelectedIds(new Set());
    await onChanged();
    setDeleting(null);
    if (targets.length === 1) {
      setNotice(failed ? { kind: "error", text: "Failed to delete recording" } : { kind: "success", text: "Recording deleted successfully" });
    } else {
      setNotice(
        failed
          ? { kind: "error", text: `Failed to delete ${plural(targets.length, "recording")}. Please try again.` }
          : { kind: "success", text: `Deleted ${plural(targets.length, "recording")}.` },
      );
    }
  }

  async function setSelectedListed(listed: boolean) {
    setNotice(null);
    setUpdating(true);
    try {
      const changed = await bulkRecordings(guestbook.id, { action: listed ? "unhide" : "hide", ids: selected.map((recording) => recording.id) });
      await onReload();
      setNotice({ kind: "success", text: `${listed ? "Showing" : "Hid"} ${plural(changed.length, "recording")} ${listed ? "on" : "from"} the family page.` });
    } catch {
      setNotice({ kind: "error", text: `Could not ${listed ? "show" : "hide"} the selected recordings. Please try again.` });
    } finally {
      setUpdating(false);
    }
  }

  async function approveSelected() {
    setNotice(null);
    setUpdating(true);
    try {
      const approved = await approveRecordings(
        guestbook.id,
        selectedWaiting.map((recording) => recording.id),
      );
      await onReload();
      setNotice({ kind: "success", text: `Approved ${plural(approved.length, "recording")}: the family can hear them now.` });
    } catch {
      setNotice({ kind: "error", text: "Could not approve the selected recordings. Please try again." });
    } finally {
      setUpdating(false);
    }
  }

  function bulkDownload() {
    setNotice(null);
    // "Everything" without ids leaves out takes waiting for approval, so a selection holding some names them.
    const everything = selectedPlayable.length === playable.length && selectedPlayable.every((recording) => recording.approved);
    void archive.download({
      ids: everything ? null : selectedPlayable.map((recording) => recording.id),
      count: selectedPlayable.length,
      leftOut: selected.length - selectedPlayable.length,
      asRecorded,
    });
  }

  return (
    <div className={styles.tab}>
      {/* The flag stays set after the locked recordings are deleted; the banner speaks only while some remain. */}
      {guestbook.overageTriggered && recordings.some((recording) => recording.requiresUpgrade) ? (
        <div className={styles.overage} role="note">
          <p>
            <strong>Some recordings need an upgrade.</strong> They were made after this guestbook reached its limit of {guestbook.maxGuests} guests. Upgrade
            your guestbook to play or download them.
          </p>
          {onUpgrade ? (
            <button type="button" className={`btn btn-primary btn-sm ${styles.overageAction}`} onClick={onUpgrade}>
              Upgrade Guestbook
            </button>
          ) : null}
        </div>
      ) : null}

      <div className={styles.notices}>
        <div role="status">{notice?.kind === "success" ? <p className="alert alert-success">{notice.text}</p> : null}</div>
        <div role="alert">{notice?.kind === "error" ? <p className="alert alert-error">{notice.text}</p> : null}</div>
        <div role="status">
          {deleting ? (
            <p className={styles.progress}>
              <Spinner /> Deleting {plural(deleting.total, "recording")}…
            </p>
          ) : null}
          {archive.preparing ? (
            <p className={styles.progress}>
              <Spinner /> Preparing your ZIP of {plural(archive.preparing.count, "recording")}…
            </p>
          ) : null}
        </div>
      </div>

      {recordings.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>No Recordings Yet</h2>
          <p className={styles.muted}>Recordings will appear here once guests start leaving messages.</p>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <label className={styles.selectAll}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={allSelected}
                ref={(element) => {
                  if (element) element.indeterminate = selected.length > 0 && !allSelected;
                }}
                onChange={() => setSelectedIds(allSelected ? new Set() : new Set(recordings.map((recording) => recording.id)))}
              />
              Select all
            </label>
            <div className={styles.toolbarActions}>
              <button type="button" className="btn btn-primary btn-sm" disabled={selectedPlayable.length === 0 || busy} onClick={bulkDownload}>
                Bulk Download ({selectedPlayable.length})
              </button>
              <label className={styles.selectAll}>
                <input type="checkbox" className={styles.checkbox} checked={asRecorded} onChange={(event) => setAsRecorded(event.target.checked)} />
                As recorded
              </label>
              {recordings.some((recording) => !recording.approved) ? (
                <button type="button" className="btn btn-primary btn-sm" disabled={selectedWaiting.length === 0 || busy} onClick={() => void approveSelected()}>
                  Approve selected ({selectedWaiting.length})
                </button>
              ) : null}
              <button type="button" className="btn btn-outline btn-sm" disabled={selected.length === 0 || busy} onClick={() => void setSelectedListed(false)}>
                Hide ({selected.length})
              </button>
              <button type="button" className="btn btn-outline btn-sm" disabled={selected.length === 0 || busy} onClick={() => void setSelectedListed(true)}>
                Show ({selected.length})
              </button>
              {canDelete ? (
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={selected.length === 0 || busy}
                  onClick={() => setConfirm({ kind: "selected" })}
                >
                  Delete ({selected.length})
                </button>
              ) : null}
              <CreateCardFromRecordings guestbookId={guestbook.id} selected={selectedPlayable} disabled={busy} />
            </div>
            {selected.length > selectedPlayable.length ? <p className={styles.hint}>Recordings that need an upgrade are left out of downloads.</p> : null}
            {selectedPlayable.length > stitchable.length ? <p className={styles.hint}>Recordings waiting for approval are left out of montages.</p> : null}
          </div>

          <StitchPanel
            guestbookId={guestbook.id}
            selected={stitchable.map(({ id, title, duration }) => ({ id, title, duration }))}
            onRecordingsMissing={() => {
              setSelectedIds(new Set());
              void onChanged();
            }}
          />

          <div className={styles.columns} aria-hidden="true">
            <span />
            <span>Guest</span>
            <span>Recorded</span>
            <span>Length</span>
            <span />
          </div>
          <ul className={styles.list} aria-label="Recordings">
            {recordings.map((recording) => (
              <RecordingRow
                key={recording.id}
                guestbookId={guestbook.id}
                recording={recording}
                timeZone={guestbook.timeZone}
                selected={selectedIds.has(recording.id)}
                onToggle={() => toggle(recording.id)}
                onPlay={() => setPlaying(recording)}
                onDelete={canDelete ? () => setConfirm({ kind: "one", recording }) : null}
                onNotice={setNotice}
                onListedChanged={() => void onReload()}
                onSelectSameName={() => selectAlike((other) => other.guestName === recording.guestName, `from “${recording.guestName}”`)}
                onSelectSameAddress={
                  recording.addressTag ? () => selectAlike((other) => other.addressTag === recording.addressTag, "sent from the same connection") : null
                }
              />
            ))}
          </ul>
        </>
      )}

      <PlaybackDialog recording={playing} onClose={() => setPlaying(null)} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === "one" ? "Delete Recording" : "Delete Recordings"}
        message={
          confirm?.kind === "one"
            ? `Are you sure you want to delete the recording from "${confirm.recording.title}"? This action cannot be undone.`
            : `Are you sure you want to delete ${plural(selected.length, "selected recording")}? This action cannot be undone.`
        }
        confirmLabel="Delete"
        onCancel={() => setConfirm(null)}
        onConfirm={() => void deleteRecordings(confirm?.kind === "one" ? [confirm.recording] : selected)}
      />
    </div>
  );
}
