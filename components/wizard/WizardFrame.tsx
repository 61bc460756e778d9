"use client";
// What the two wizards (/create-guestbook, /personal-message) share around their steps: the step
// indicator, a status notice, and the panel whose "Step N: Label" heading takes the focus (and scrolls
// into view) each time the visitor moves to another step, so a screen reader hears where they are.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { StepIndicator } from "@/components/ui/StepIndicator";
import styles from "./WizardFrame.module.css";

export function useWizardStep<TStep extends number>(initial: TStep) {
  const [step, setStep] = useState<TStep>(initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  function goTo(next: TStep) {
    stepChanged.current = true;
    setStep(next);
  }

  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "nearest" });
  }, [step]);

  /** `setStep` moves without taking the focus (a draft restored on load); `goTo` is the visitor's move. */
  return { step, setStep, goTo, headingRef };
}

type TProps = {
  labels: readonly string[];
  step: number;
  navigation: { canGoBack: boolean; onGoTo(index: number): void };
  notice: string | null;
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  busy?: boolean;
  children: ReactNode;
};

export function WizardFrame({ labels, step, navigation, notice, headingId, headingRef, busy, children }: TProps) {
  return (
    <>
      <StepIndicator labels={labels} current={step} classes={styles} navigation={navigation} />
      {notice ? (
        <p role="status" className={`alert alert-success ${styles.notice}`}>
          {notice}
        </p>
      ) : null}
      <section className={`card ${styles.panel}`} aria-labelledby={headingId} aria-busy={busy || undefined}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {`Step ${step + 1}: ${labels[step]}`}
        </h2>
        {children}
      </section>
    </>
  );
}
