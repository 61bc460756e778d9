"use client";
// A set of radio buttons shown as pills, in a fieldset whose legend asks the question. The first input
// carries `id`, so an error summary can link and move focus to the group.
import type { ReactNode } from "react";
import { FieldError } from "@/components/ui/FieldError";
import styles from "./wizard.module.css";

type TProps<T extends string> = {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly { value: T; label: string }[];
  value: T | "";
  onChange(value: T): void;
  error?: string;
  children?: ReactNode;
};

export function ChoiceGroup<T extends string>({ id, name, legend, options, value, onChange, error, children }: TProps<T>) {
  const errorId = `${id}-error`;
  return (
    <fieldset role="radiogroup" className={styles.group} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="label">{legend}</legend>
      <div className={styles.options}>
        {options.map((option, index) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;

export function yesNoValue(value: boolean | undefined): "yes" | "no" | "" {
  return value === undefined ? "" : value ? "yes" : "no";
}
