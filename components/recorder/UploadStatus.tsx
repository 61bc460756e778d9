"use client";
// What useTakeUpload is doing, for any page that saves a take: a progress bar when sending takes more
// than a second, the automatic-retry notice, the final error with Try again, and a banner for each
// earlier take that is still on this device. Place it next to the page's Save button:
//
//   <UploadStatus upload={upload} />                                   // /record: "Failed to save message: ..."
//   <UploadStatus upload={upload} errorPrefix="Error saving recording: " withoutReason="Error saving recording. Please try again." /> // guestbook page
import { lazy, Suspense, useEffect, useId, useState } from "react";
import type { TPendingTake } from "@/lib/client/uploads/pending-takes";
import type { TTakeUpload } from "./useTakeUpload";
import styles from "./UploadStatus.module.css";

type TUploadStatusProps = {
  upload: TTakeUpload;
  /** Put before the "Upload failed: ..." message, as each page's error catalogue words it. */
  errorPrefix?: string;
  /** Shown instead of prefix + message when nothing said why (the server answered a bare status). */
  withoutReason?: string;
};

// Quick uploads finish without a bar flashing up; anything slower shows how far it got.
const SHOW_PROGRESS_AFTER_MS = 1000;

// The discard question's dialog is fetched when Discard is pressed (it mounts only while open anyway),
// so the pages that record do not load the dialog's code before anyone taps.
const Modal = lazy(() => import("@/components/ui/Modal"));

const recordedAt = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export default function UploadStatus({ upload, errorPrefix = "Failed to save message: ", withoutReason }: TUploadStatusProps) {
  const { state, progress } = upload;
  const [slow, setSlow] = useState(false);
  const [discarding, setDiscarding] = useState<TPendingTake | null>(null);
  const progressId = useId();
  const sending = state.kind === "saving";

  useEffect(() => {
    if (!sending) return;
    const timer = setTimeout(() => setSlow(true), SHOW_PROGRESS_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [sending]);

  const percent = Math.round(progress * 100);
  let progressLabel = "Sending your recording…";
  if (state.kind === "saving" && state.attempt > 1) progressLabel = `Trying again (attempt ${state.attempt} of ${state.maxAttempts})…`;
  else if (progress >= 1) progressLabel = "Finishing…";

  async function discard() {
    if (!discarding) return;
    await upload.discardPending(discarding.key).catch((error: unknown) => console.warn("Could not discard the recording", error));
    setDiscarding(null);
  }

  return (
    <div className={styles.status}>
      {sending && slow && (
        <div className={styles.progress}>
          <label className={styles.progressLabel} htmlFor={progressId}>
            <span>{progressLabel}</span>
            <span aria-hidden="true">{percent}%</span>
          </label>
          <progress id={progressId} className={styles.bar} max={1} value={progress}>
            {percent}%
          </progress>
        </div>
      )}

      <p role="status" className={styles.notice}>
        {state.kind === "retrying" && `Connection problem. Trying again in ${state.nextTryInSeconds} s (attempt ${state.attempt} of ${state.maxAttempts}).`}
      </p>

      {state.kind === "failed" && (
        <div className={styles.failed}>
          <div role="alert" className="alert alert-error">
            <p className={styles.message}>{!state.hasReason && withoutReason ? withoutReason : `${errorPrefix}${state.message}`}</p>
            {state.keptOnDevice && <p className={styles.message}>Your recording is kept on this device until it is sent.</p>}
          </div>
          <button type="button" className="btn btn-secondary" onClick={() => void upload.retry()}>
            Try again
          </button>
        </div>
      )}

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

      {discarding !== null && (
        <Suspense fallback={null}>
          <Modal
            open
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
        </Suspense>
      )}
    </div>
  );
}
