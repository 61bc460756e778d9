"use client";
// Create / Personalize / Share. An earlier step is a button that goes back to it, until the guestbook
// exists: after that, changes are made on its manage page.
import styles from "./wizard.module.css";

export const STEP_LABELS = ["Create", "Personalize", "Share"] as const;
export type TWizardStep = 0 | 1 | 2;

type TProps = { step: TWizardStep; canGoBack: boolean; onGoTo(step: TWizardStep): void };

export function StepIndicator({ step, canGoBack, onGoTo }: TProps) {
  return (
    <ol className={styles.steps} aria-label="Steps">
      {STEP_LABELS.map((label, index) => {
        const current = index === step;
        const content = (
          <>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span>{label}</span>
          </>
        );
        return (
          <li key={label} className={current ? styles.current : index < step ? styles.done : undefined} aria-current={current ? "step" : undefined}>
            {index < step && canGoBack ? (
              <button type="button" className={styles.stepItem} onClick={() => onGoTo(index as TWizardStep)}>
                <span className="visually-hidden">{`Back to step ${index + 1}: `}</span>
                {content}
              </button>
            ) : (
              <span className={styles.stepItem}>
                <span className="visually-hidden">{`Step ${index + 1}: `}</span>
                {content}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
