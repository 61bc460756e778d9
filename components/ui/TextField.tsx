"use client";
// A labelled text input (or textarea) with its error: the guestbook's texts on the edit page, the
// Personalization tab and the wizard, a list's search box, the guest's email, a password to confirm with.
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { FieldError, FieldHint } from "./FieldError";

type TTextProps = {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  maxLength?: number;
  multiline?: boolean;
  required?: boolean;
  id?: string;
  /** Added to the field's own class. */
  className?: string;
  /** Said under the field while it has no error. */
  hint?: string;
  /** The field a dialog (Modal) focuses first. */
  dialogFocus?: boolean;
  /** What kind of text a one-line input takes. */
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "autoComplete" | "placeholder" | "min">;
};

type TPasswordProps = Pick<TTextProps, "id" | "label" | "value" | "onChange" | "error">;

/** The current password, asked in a dialog or an inline form to confirm something (focused first in a dialog). */
export function CurrentPasswordField(props: TPasswordProps) {
  return <TextField {...props} dialogFocus input={{ type: "password", autoComplete: "current-password" }} />;
}

export function TextField({ label, value, onChange, error, maxLength, multiline, required, id: givenId, className, hint, dialogFocus, input }: TTextProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const props = {
    id,
    className: "input",
    value,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    "aria-required": required || undefined,
    "data-autofocus": dialogFocus || undefined,
  };
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="label" htmlFor={id}>
        {label}
        {required ? (
          <span className="required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...props} rows={4} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <input {...input} {...props} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      <FieldError id={`${id}-error`} error={error} />
      <FieldHint id={`${id}-hint`} hint={error ? null : hint} />
    </div>
  );
}
