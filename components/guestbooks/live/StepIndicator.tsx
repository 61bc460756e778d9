// Record → Listen → Save, as the guest flow and the owner's preview show it. `current` 3 means all done.
import styles from "./GuestFlow.module.css";

export const GUEST_STEPS = ["Record", "Listen", "Save"] as const;

export default function StepIndicator({ current }: { current: number }) {
  return (
    <ol className={styles.steps} aria-label="Steps">
      {GUEST_STEPS.map((label, index) => (
        <li
          key={label}
          className={index === current ? styles.current : index < current ? styles.done : undefined}
          aria-current={index === current ? "step" : undefined}
        >
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}
