// What the owner's preview shows where guests get the recorder: the same first step, switched off, so
// the page looks like the guests' without asking the owner for their microphone.
import { MicrophoneIcon } from "@/components/ui/MicrophoneIcon";
import { formatClock } from "@/lib/format/time";
import { StepIndicator } from "@/components/ui/StepIndicator";
import { GUEST_STEPS } from "@/lib/constants/guestbooks";
import styles from "./GuestFlow.module.css";

export default function PreviewRecorder({ maxRecordingDuration }: { maxRecordingDuration: number }) {
  return (
    <div className={styles.flow}>
      <StepIndicator labels={GUEST_STEPS} current={0} classes={styles} />
      <div className={styles.panel}>
        <button type="button" className="btn btn-primary btn-lg btn-block" disabled aria-describedby="preview-recorder-note">
          <MicrophoneIcon size={22} />
          Start Recording
        </button>
        <p id="preview-recorder-note" className={`hint ${styles.centred}`}>
          Up to {formatClock(maxRecordingDuration)}. Recording is off in the preview.
        </p>
      </div>
    </div>
  );
}
