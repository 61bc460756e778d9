"use client";
// UploadStatus's parts that only show once something is under way or went wrong: the progress bar, the
// final error with Try again, and the banners of earlier takes still on this device (with the discard
// question). In a chunk of their own, fetched when a page first needs one, so a page that records loads
// none of this before the visitor taps.
import { useId, useState } from "react";
import { useLocale, useTranslations } from "@/components/i18n/ClientMessages";
import Modal from "@/components/ui/Modal";
import type { TPendingTake } from "@/lib/client/uploads/pending-takes";
import type { TTakeUpload } from "./useTakeUpload";
import styles from "./UploadStatus.module.css";

export function UploadProgress({ upload }: { upload: TTakeUpload }) {
  const t = useTranslations("upload");
  const { state, progress } = upload;
  const progressId = useId();
  const percent = Math.round(progress * 100);
  let progressLabel = t("sending");
  if (state.kind === "saving" && state.attempt > 1) progressLabel = t("tryingAgain", { attempt: state.attempt, max: state.maxAttempts });
  else if (progress >= 1) progressLabel = t("finishing");
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

export function UploadFailure({
  upload,
  failureText,
  withoutReason,
}: {
  upload: TTakeUpload;
  failureText: (reason: string) => string;
  withoutReason?: string;
}) {
  const t = useTranslations("upload");
  const { state } = upload;
  if (state.kind !== "failed") return null;
  return (
    <div className={styles.failed}>
      <div role="alert" className="alert alert-error">
        <p className={styles.message}>{!state.hasReason && withoutReason ? withoutReason : failureText(state.message)}</p>
        {state.keptOnDevice && <p className={styles.message}>{t("keptOnDevice")}</p>}
      </div>
      <button type="button" className="btn btn-secondary" onClick={() => void upload.retry()}>
        {t("tryAgain")}
      </button>
    </div>
  );
}

export function PendingTakes({ upload }: { upload: TTakeUpload }) {
  const t = useTranslations("upload");
  // In the page's language and the device's own time zone.
  const recordedAt = new Intl.DateTimeFormat(useLocale(), { dateStyle: "medium", timeStyle: "short" });
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
            <strong>{t("pendingTitle")}</strong>
          </p>
          <p className={`hint ${styles.message}`}>
            {t("recordedAt", { when: recordedAt.format(take.createdAt) })}
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
              {t("sendNow")}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setDiscarding(take)}>
              {t("discard")}
            </button>
          </div>
        </div>
      ))}

      <Modal open={discarding !== null} onClose={() => setDiscarding(null)} title={t("discardTitle")} description={t("discardText")}>
        <div className="modal-actions">
          <button type="button" className="btn btn-outline" data-autofocus onClick={() => setDiscarding(null)}>
            {t("keepIt")}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void discard()}>
            {t("discard")}
          </button>
        </div>
      </Modal>
    </>
  );
}
