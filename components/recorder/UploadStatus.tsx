"use client";
// What useTakeUpload is doing, for any page that saves a take: a progress bar when sending takes more
// than a second, the automatic-retry notice, the final error with Try again (or, for a take too short to
// keep, the server's words and Record again), and a banner for each earlier take still on this device. Place it next to the page's Save button:
//
//   <UploadStatus upload={upload} />                                   // /record: "Failed to save message: ..."
//   <UploadStatus upload={upload} failureText={(reason) => t("errorPrefix", { reason })} withoutReason={t("withoutReason")} /> // guestbook page
//
// Its words are the catalogue's "upload" namespace (messages/<language>.json).
//
// Only the retry notice's live region is drawn before anything happens; the rest (UploadStatusParts) is
// fetched when a take starts sending or a kept take is found.
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import type { TTakeUpload } from "./useTakeUpload";
import styles from "./UploadStatus.module.css";

const loadParts = () => import("./UploadStatusParts");
const UploadProgress = lazy(() => loadParts().then((parts) => ({ default: parts.UploadProgress })));
const UploadFailure = lazy(() => loadParts().then((parts) => ({ default: parts.UploadFailure })));
const PendingTakes = lazy(() => loadParts().then((parts) => ({ default: parts.PendingTakes })));

type TUploadStatusProps = {
  upload: TTakeUpload;
  /** The failure with the server's reason, as each page's error catalogue words it ("Failed to save message: …" by default). */
  failureText?: (reason: string) => string;
  /** Shown instead of prefix + message when nothing said why (the server answered a bare status). */
  withoutReason?: string;
  /** For a take the server will never keep (under a second): a "Record again" button that brings the recorder back. */
  onRecordAgain?: () => void;
};

// Quick uploads finish without a bar flashing up; anything slower shows how far it got.
const SHOW_PROGRESS_AFTER_MS = 1000;

export default function UploadStatus({ upload, failureText, withoutReason, onRecordAgain }: TUploadStatusProps) {
  const t = useTranslations("upload");
  const { state } = upload;
  const [slow, setSlow] = useState(false);
  const sending = state.kind === "saving";

  useEffect(() => {
    if (!sending) return;
    // Fetched now, so the bar (or a failure) has its code by the time it shows.
    void loadParts().catch(() => undefined);
    const timer = setTimeout(() => setSlow(true), SHOW_PROGRESS_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [sending]);

  return (
    <div className={styles.status}>
      {sending && slow && (
        <Suspense fallback={null}>
          <UploadProgress upload={upload} />
        </Suspense>
      )}

      <p role="status" className={styles.notice}>
        {state.kind === "retrying" && t("retrying", { seconds: state.nextTryInSeconds, attempt: state.attempt, max: state.maxAttempts })}
      </p>

      {state.kind === "failed" && (
        <Suspense fallback={null}>
          <UploadFailure upload={upload} failureText={failureText ?? ((reason) => t("failedPrefix", { reason }))} withoutReason={withoutReason} />
        </Suspense>
      )}

      {state.kind === "needsNewTake" && (
        <div className={styles.failed}>
          <p role="alert" className={`alert alert-error ${styles.message}`}>
            {state.message}
          </p>
          {onRecordAgain && (
            <button type="button" className="btn btn-primary" onClick={onRecordAgain}>
              {t("recordAgain")}
            </button>
          )}
        </div>
      )}

      {upload.pending.length > 0 && (
        <Suspense fallback={null}>
          <PendingTakes upload={upload} />
        </Suspense>
      )}
    </div>
  );
}
