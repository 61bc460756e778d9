"use client";
// When guests may record, for the tiers that have it (lib/pricing/plans.ts openCloseDates): an open date
// (recordings start that day) beside the close date (they stop at its end). The wizard, the edit page
// and the Personalization tab show the same pair; other tiers see which tiers offer it.
import { useId } from "react";
import { PAID_DATES_NOTE } from "./constants";
import { SwitchField } from "./fields";

export type TOpenCloseDates = { openDateEnabled: boolean; openDate: string; closeDateEnabled: boolean; closeDate: string };

type TProps = {
  value: TOpenCloseDates;
  onChange<K extends keyof TOpenCloseDates>(field: K, value: TOpenCloseDates[K]): void;
  available: boolean;
  /** The earliest day either date may be (today, as the host's calendar has it). */
  min: string;
  errors?: Partial<Record<"openDate" | "closeDate", string>>;
};

export function OpenCloseDates({ value, onChange, available, min, errors = {} }: TProps) {
  if (!available) return <p className="hint">{PAID_DATES_NOTE}</p>;
  return (
    <>
      <SwitchField
        label="Start recordings on a date of my choice"
        checked={value.openDateEnabled}
        onChange={(checked) => onChange("openDateEnabled", checked)}
      />
      {value.openDateEnabled ? (
        <DayField
          label="Open date"
          hint="Guests can record from the start of this day."
          value={value.openDate}
          min={min}
          error={errors.openDate}
          onChange={(day) => onChange("openDate", day)}
        />
      ) : null}
      <SwitchField
        label="Stop recordings on a date of my choice"
        checked={value.closeDateEnabled}
        onChange={(checked) => onChange("closeDateEnabled", checked)}
      />
      {value.closeDateEnabled ? (
        <DayField
          label="Close date"
          hint="Recordings stop at the end of this day."
          value={value.closeDate}
          min={value.openDateEnabled && value.openDate > min ? value.openDate : min}
          error={errors.closeDate}
          onChange={(day) => onChange("closeDate", day)}
        />
      ) : null}
    </>
  );
}

function DayField({
  label,
  hint,
  value,
  min,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string;
  min: string;
  error?: string;
  onChange(day: string): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="input"
        min={min}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-${error ? "error" : "hint"}`}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="error-text">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}
