"use client";
// When guests may record, for the tiers that have it (lib/pricing/plans.ts openCloseDates): an open date
// (recordings start that day) beside the close date (they stop at its end). The wizard, the edit page
// and the Personalization tab show the same pair; other tiers see which tiers offer it.
import { Fragment } from "react";
import { TextField } from "@/components/ui/TextField";
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

const DATES = [
  {
    day: "openDate",
    enabled: "openDateEnabled",
    choice: "Start recordings on a date of my choice",
    label: "Open date",
    hint: "Guests can record from the start of this day.",
  },
  {
    day: "closeDate",
    enabled: "closeDateEnabled",
    choice: "Stop recordings on a date of my choice",
    label: "Close date",
    hint: "Recordings stop at the end of this day.",
  },
] as const;

export function OpenCloseDates({ value, onChange, available, min, errors = {} }: TProps) {
  if (!available) return <p className="hint">{PAID_DATES_NOTE}</p>;
  // The close date cannot come before the open date.
  const earliest = { openDate: min, closeDate: value.openDateEnabled && value.openDate > min ? value.openDate : min };
  return DATES.map((date) => (
    <Fragment key={date.day}>
      <SwitchField label={date.choice} checked={value[date.enabled]} onChange={(checked) => onChange(date.enabled, checked)} />
      {value[date.enabled] ? (
        <TextField
          label={date.label}
          hint={date.hint}
          value={value[date.day]}
          error={errors[date.day]}
          input={{ type: "date", min: earliest[date.day] }}
          onChange={(day) => onChange(date.day, day)}
        />
      ) : null}
    </Fragment>
  ));
}
