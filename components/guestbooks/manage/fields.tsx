"use client";
// Form controls the edit page and the Personalization tab share: a colour picked with the browser's
// picker or typed as #rrggbb, and a labelled on/off switch (texts: components/ui/TextField).
import { useId } from "react";
import styles from "./Form.module.css";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

type TColorProps = { label: string; value: string; onChange(value: string): void; error?: string };

export function ColorField({ label, value, onChange, error }: TColorProps) {
  const id = useId();
  // Half-typed colours reach the form too: its check shows the error and holds Save back.
  const invalid = Boolean(error) || !HEX_COLOR.test(value);

  return (
    <div className="field">
      <label className="label" htmlFor={`${id}-hex`}>
        {label}
      </label>
      <div className={styles.colorRow}>
        <input
          type="color"
          className={`color-input ${styles.swatch}`}
          value={HEX_COLOR.test(value) ? value.toLowerCase() : "#000000"}
          aria-label={`${label}: colour picker`}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <input
          id={`${id}-hex`}
          className={`input ${styles.hex}`}
          value={value}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.currentTarget.value.trim())}
        />
      </div>
      {invalid ? (
        <p id={`${id}-error`} className="error-text">
          {error ?? "Please enter a colour as # and six hex digits, like #fcd300."}
        </p>
      ) : null}
    </div>
  );
}

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
        {hint ? (
          <p id={`${id}-hint`} className="hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
