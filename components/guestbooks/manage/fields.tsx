"use client";
// A labelled on/off switch the edit page and the Personalization tab share (texts: components/ui/TextField,
// colours: components/colors/ColourPalette).
import { useId } from "react";
import { FieldHint } from "@/components/ui/FieldError";
import styles from "./Form.module.css";

type TSwitchProps = { label: string; checked: boolean; onChange(checked: boolean): void; hint?: string; disabled?: boolean };

export function SwitchField({ label, checked, onChange, hint, disabled }: TSwitchProps) {
  const id = useId();
  return (
    <div className={styles.switchField}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <div>
        <label htmlFor={id} className={styles.switchLabel}>
          {label}
        </label>
        <FieldHint id={`${id}-hint`} hint={hint} />
      </div>
    </div>
  );
}
