// The numbered steps above a multi-step flow (the guest's Record → Listen → Save, the wizard's Create →
// Personalize → Share, the message recorder). The layout is StepIndicator.module.css; each flow keeps
// its own look, so the classes come from the caller's CSS module. With `onGoTo`, an earlier step is a
// button that goes back to it.
import { useId } from "react";
import base from "./StepIndicator.module.css";

type TStepClasses = { steps?: string; current?: string; done?: string; stepNumber?: string; stepItem?: string };

type TProps = {
  labels: readonly string[];
  current: number;
  classes: TStepClasses;
  label?: string;
  /** A picture of the steps (the wizard's preview of the guests' page): no step is announced as current. */
  illustration?: boolean;
  navigation?: { canGoBack: boolean; onGoTo(index: number): void };
};

export function StepIndicator({ labels, current, classes, label = "Steps", illustration = false, navigation }: TProps) {
  // Named by a hidden element rather than aria-label, which HTML allows on a list only with a role.
  const labelId = useId();
  return (
    <>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <ol className={[base.steps, navigation ? "" : base.plain, classes.steps].filter(Boolean).join(" ")} aria-labelledby={labelId}>
        {labels.map((stepLabel, index) => {
          const isCurrent = index === current;
          const number = (
            <span className={classes.stepNumber ? `${base.number} ${classes.stepNumber}` : base.number} aria-hidden="true">
              {index + 1}
            </span>
          );
          return (
            <li
              key={stepLabel}
              className={isCurrent ? classes.current : index < current ? classes.done : undefined}
              aria-current={isCurrent && !illustration ? "step" : undefined}
            >
              {navigation ? (
                index < current && navigation.canGoBack ? (
                  <button type="button" className={classes.stepItem} onClick={() => navigation.onGoTo(index)}>
                    <span className="visually-hidden">{`Back to step ${index + 1}: `}</span>
                    {number}
                    <span>{stepLabel}</span>
                  </button>
                ) : (
                  <span className={classes.stepItem}>
                    <span className="visually-hidden">{`Step ${index + 1}: `}</span>
                    {number}
                    <span>{stepLabel}</span>
                  </span>
                )
              ) : (
                <>
                  {number}
                  {stepLabel}
                </>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
