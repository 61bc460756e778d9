// A labelled <select> in the site's .field layout, one option per value with its label, and its hint.
import type { ChangeEvent } from "react";
import { FieldHint } from "./FieldError";

type TProps<T extends string> = {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange(value: T): void;
  /** Added to the .field wrapper, for its place in the layout. */
  className?: string;
  /** Said under the select. */
  hint?: string;
  disabled?: boolean;
};

export function SelectField<T extends string>({ id, label, value, options, labels, onChange, className, hint, disabled }: TProps<T>) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as T);
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined} onChange={change}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      <FieldHint id={`${id}-hint`} hint={hint} />
    </div>
  );
}
