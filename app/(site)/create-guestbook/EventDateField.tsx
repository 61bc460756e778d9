"use client";
// The event date: a button that opens the 'Select Date' dialog and shows the chosen day.
import { useId, useState } from "react";
import { FieldError } from "@/components/ui/FieldError";
import { formatLongDate, todayIso } from "./calendar";
import { DatePickerModal } from "./DatePickerModal";
import styles from "./wizard.module.css";

type TProps = { id: string; value: string; onChange(date: string): void; error?: string };

export function EventDateField({ id, value, onChange, error }: TProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <span id={labelId} className="label">
        Event date
      </span>
      <div className={styles.dateRow}>
        <button
          type="button"
          id={id}
          className={`btn btn-outline ${styles.dateButton}`}
          aria-haspopup="dialog"
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={error ? errorId : undefined}
          onClick={() => setOpen(true)}
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <rect x="3" y="4.5" width="14" height="12.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M3 8.5h14M7 2.5v4M13 2.5v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          <span id={valueId}>{value ? formatLongDate(value) : "Select a date"}</span>
        </button>
      </div>
      <FieldError id={errorId} error={error} />
      <DatePickerModal
        open={open}
        value={value}
        today={todayIso()}
        onClose={() => setOpen(false)}
        onConfirm={(date) => {
          onChange(date);
          setOpen(false);
        }}
      />
    </div>
  );
}
