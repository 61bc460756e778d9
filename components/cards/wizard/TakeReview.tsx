"use client";
// A take the wizard already holds (just recorded, or restored from the device after sign-in or payment):
// listen to it, or record it again. The Recorder shows its own take only while it is mounted; this keeps
// the voice when the visitor comes back to step 1.
import { useCallback, useId } from "react";
import { formatClock } from "@/lib/format/time";
import type { TCardTake } from "@/lib/client/cards";
import styles from "./wizard.module.css";

export function TakeReview({ take, onReRecord, disabled }: { take: TCardTake; onReRecord(): void; disabled: boolean }) {
  const labelId = useId();
  // The object URL lives exactly as long as the element that plays it (a ref with a cleanup).
  const attach = useCallback(
    (audio: HTMLAudioElement | null) => {
      if (!audio) return;
      const url = URL.createObjectURL(take.blob);
      audio.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [take.blob],
  );

  return (
    <div className={styles.take}>
      <p id={labelId} className={styles.takeLabel}>
        Your recording{take.durationMs > 0 ? ` (${formatClock(take.durationMs / 1000)})` : ""}
      </p>
      <audio ref={attach} className={styles.takePlayer} controls preload="metadata" aria-labelledby={labelId} />
      <button type="button" className="btn btn-outline btn-lg btn-block" aria-disabled={disabled || undefined} onClick={() => !disabled && onReRecord()}>
        Re-record
      </button>
    </div>
  );
}
