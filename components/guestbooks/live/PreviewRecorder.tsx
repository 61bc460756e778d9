// What the owner's preview shows where guests get the recorder: the same first step, switched off, so
// the page looks like the guests' without asking the owner for their microphone.
import { formatClock } from "@/lib/recorder/format-clock";
import { StepIndicator } from "@/components/ui/StepIndicator";
import { GUEST_STEPS } from "@/lib/guestbooks/defaults";
import styles from "./GuestFlow.module.css";

export default function PreviewRecorder({ maxRecordingDuration }: { maxRecordingDuration: number }) {
  return (
    <div className={styles.flow}>
      <StepIndicator labels={GUEST_STEPS} current={0} classes={styles} />
      <div className={styles.panel}>
        <button type="button" className="btn btn-primary btn-lg btn-block" disabled aria-describedby="preview-recorder-note">
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3z" fill="currentColor" />
            <path d="M6 11a6 6 0 0 0 12 0M12 17v4M9 21h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
          Start Recording
        </button>
        <p id="preview-recorder-note" className={`hint ${styles.centred}`}>
          Up to {formatClock(maxRecordingDuration)}. Recording is off in the preview.
        </p>
      </div>
    </div>
  );
}
