"use client";
// 'Select Date' (spec 001): react-day-picker's month grid with month navigation, then Today, Cancel and
// Confirm. Past days cannot be picked (the wizard allows none); Confirm waits for a day. The grid is one
// tab stop: arrows move by day and week, Home/End to the week's ends, Page Up/Down by month, Enter or
// Space picks the day (all react-day-picker's own keyboard handling).
import { createContext, useContext, useEffect, useId, useRef, useState } from "react";
import { DayPicker, type DayButtonProps } from "react-day-picker";
import Modal from "@/components/ui/Modal";
import { formatLongDate, fromIsoDate, toIsoDateOf } from "./calendar";
import styles from "./DatePicker.module.css";

type TProps = {
  open: boolean;
  /** YYYY-MM-DD or "". */
  value: string;
  /** Today in the host's calendar (YYYY-MM-DD): the first day that may be picked. */
  today: string;
  onClose(): void;
  onConfirm(date: string): void;
};

const CLASS_NAMES = {
  root: styles.picker,
  months: styles.months,
  month_caption: styles.monthCaption,
  caption_label: styles.monthTitle,
  nav: styles.nav,
  button_previous: `icon-btn ${styles.navButton}`,
  button_next: `icon-btn ${styles.navButton}`,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.dayCell,
  day_button: styles.day,
  selected: styles.selected,
  today: styles.today,
  disabled: styles.disabled,
};

// The day the dialog starts on (the chosen day, else today): the Modal focuses what is marked data-autofocus.
const FirstFocus = createContext("");

/** react-day-picker's day button, plus the data-autofocus mark. */
function DayButton({ day, modifiers, ...buttonProps }: DayButtonProps) {
  const firstFocus = useContext(FirstFocus);
  const ref = useRef<HTMLButtonElement>(null);
  // As the library's own button does: keyboard moves re-render the day to focus with `focused` set.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} data-autofocus={toIsoDateOf(day.date) === firstFocus ? "" : undefined} />;
}

export function DatePickerModal(props: TProps) {
  return (
    <Modal open={props.open} onClose={props.onClose} title="Select Date" className={styles.modal}>
      {/* Mounted only while open, so every opening starts from the current value. */}
      {props.open ? <Calendar {...props} /> : null}
    </Modal>
  );
}

function Calendar({ value, today, onClose, onConfirm }: TProps) {
  const [selected, setSelected] = useState(value);
  const firstFocus = value && value >= today ? value : today;
  const [month, setMonth] = useState(() => fromIsoDate(firstFocus));
  const selectionId = useId();

  function pickToday() {
    setSelected(today);
    setMonth(fromIsoDate(today));
  }

  return (
    <div className={styles.calendar}>
      <FirstFocus.Provider value={firstFocus}>
        <DayPicker
          mode="single"
          required
          selected={selected ? fromIsoDate(selected) : undefined}
          onSelect={(date) => setSelected(toIsoDateOf(date))}
          month={month}
          onMonthChange={setMonth}
          startMonth={fromIsoDate(today)}
          disabled={{ before: fromIsoDate(today) }}
          navLayout="around"
          classNames={CLASS_NAMES}
          components={{ DayButton }}
        />
      </FirstFocus.Provider>
      <p id={selectionId} className={styles.selection} aria-live="polite">
        {selected ? `Selected: ${formatLongDate(selected)}` : "No date selected"}
      </p>
      <div className={`modal-actions ${styles.actions}`}>
        <button type="button" className="btn btn-outline" onClick={pickToday}>
          Today
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" disabled={!selected} aria-describedby={selectionId} onClick={() => selected && onConfirm(selected)}>
          Confirm
        </button>
      </div>
    </div>
  );
}
