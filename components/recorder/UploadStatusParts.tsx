"use client";
// UploadStatus's parts that only show once something is under way or went wrong: the progress bar, the
// final error with Try again, and the banners of earlier takes still on this device (with the discard
// question). In a chunk of their own, fetched when a page first needs one, so a page that records loads
// none of this before the visitor taps.
import { useId, useState } from "react";
import Modal from "@/components/ui/Modal";
import type { TPendingTake } from "@/lib/client/uploads/pending-takes";
import type { TTakeUpload } from "./useTakeUpload";
import styles from "./UploadStatus.module.css";

const recordedAt = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function UploadProgress({ upload }: { upload: TTakeUpload }) {
  const { state, progress } = upload;
  const progressId = useId();
  const percent = Math.round(progress * 100);
  let progressLabel = "Sending your recording…";
  if (state.kind === "saving" && state.attempt > 1) progressLabel = `Trying again (attempt ${state.attempt} of ${state.maxAttempts})…`;
  else if (progress >= 1) progressLabel = "Finishing…";
  return (
    <div className={styles.progress}>
      <label className={styles.progressLabel} htmlFor={progressId}>
        <span>{progressLabel}</span>
        <span aria-hidden="true">{percent}%</span>
      </label>
      <progress id={progressId} className={styles.bar} max={1} value={progress}>
        {percent}%
      </progress>
    </div>
  );
}

export function UploadFailure({ upload, errorPrefix, withoutReason }: { upload: TTakeUpload; errorPrefix: string; withoutReason?: string }) {
  const { state } = upload;
  if (state.kind !== "failed") return null;
  return (
    <div className={styles.failed}>
      <div role="alert" className="alert alert-error">
        <p className={styles.message}>{!state.hasReason && withoutReason ? withoutReason : `${errorPrefix}${state.message}`}</p>
        {state.keptOnDevice && <p className={styles.message}>Your recording is kept on this device until it is sent.</p>}
      </div>
      <button type="button" className="btn btn-secondary" onClick={() => void upload.retry()}>
        Try again
      </button>
    </div>
  );
}

export function PendingTakes({ upload }: { upload: TTakeUpload }) {
  const [discarding, setDiscarding] = useState<TPendingTake | null>(null);

  async function discard() {
    if (!discarding) return;
    await upload.discardPending(discarding.key).catch((error: unknown) => console.warn("Could not discard the recording", error));
    setDiscarding(null);
  }

  return (
    <>
      {upload.pending.map((take) => (
        <div key={take.key} className={`alert ${styles.pending}`}>
          <p className={styles.message}>
            <strong>You have a recording that was not sent yet.</strong>
          </p>
          <p className={`hint ${styles.message}`}>
            Recorded {recordedAt.format(take.createdAt)}
            {take.fields.title ? `: “${take.fields.title}”` : ""}
          </p>
          <div className={styles.actions}>
            <button
              type="button"
              className="btn btn-primary"
              aria-disabled={upload.busy || undefined}
              onClick={() => {
                if (!upload.busy) void upload.sendPending(take.key);
              }}
            >
              Send it now
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setDiscarding(take)}>
              Discard
            </button>
          </div>
        </div>
      ))}

      <Modal
        open={discarding !== null}
        onClose={() => setDiscarding(null)}
        title="Discard this recording?"
        description="It was never sent. Discarding deletes it from this device for good."
      >
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" data-autofocus onClick={() => setDiscarding(null)}>
            Keep it
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void discard()}>
            Discard
          </button>
        </div>
      </Modal>
    </>
  );
}
