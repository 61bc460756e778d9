"use client";
// The pieces both wizards' step 2 is built from: collapsible numbered sections and a labelled on/off
// switch with a hint (colours: components/colors/ColourPalette). The caller wires the <input> (plain state
// in the guestbook wizard, react-hook-form's register() in the card wizard) through `input`.
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import styles from "./PersonalizeParts.module.css";

type TInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function Sections({ children }: { children: ReactNode }) {
  return <div className={styles.sections}>{children}</div>;
}

export function Section({ title, open, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className={styles.section} open={open}>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

export function SwitchToggle({ id, label, hint, input }: { id: string; label: string; hint?: ReactNode; input: TInputProps }) {
  return (
    <div className={styles.toggle}>
      <input id={id} type="checkbox" role="switch" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={`hint ${styles.toggleHint}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
