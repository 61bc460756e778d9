"use client";
// 'Select Date' (spec 001): a month grid with month navigation, Today, Cancel and Confirm. Past days
// cannot be picked (the wizard allows none); Confirm waits for a day. The grid is one tab stop: arrows move by day and
// week, Home/End to the week's ends, Page Up/Down by month, Enter or Space picks the day.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import Modal from "@/components/ui/Modal";
import { addDays, addMonths, formatLongDate, formatMonth, monthOf, monthWeeks, weekday } from "./calendar";
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

const WEEKDAYS = [
  ["Su", "Sunday"],
  ["Mo", "Monday"],
  ["Tu", "Tuesday"],
  ["We", "Wednesday"],
  ["Th", "Thursday"],
  ["Fr", "Friday"],
  ["Sa", "Saturday"],
] as const;

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
  // The day that takes the tab stop; the month shown is always its month.
  const [focusDate, setFocusDate] = useState(value && value >= today ? value : today);
  const month = monthOf(focusDate);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const monthId = useId();
  const selectionId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  function focusOn(date: string, takeFocus: boolean) {
    const next = date < today ? today : date;
    // Staying on the same day (an arrow key at today) renders nothing, so no focus move may be left pending.
    moveFocus.current = takeFocus && next !== focusDate;
    setFocusDate(next);
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusDate, -1),
      ArrowRight: () => addDays(focusDate, 1),
      ArrowUp: () => addDays(focusDate, -7),
      ArrowDown: () => addDays(focusDate, 7),
      Home: () => addDays(focusDate, -weekday(focusDate)),
      End: () => addDays(focusDate, 6 - weekday(focusDate)),
      PageUp: () => addMonths(focusDate, -1),
      PageDown: () => addMonths(focusDate, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusOn(move(), true);
  }

  function pickToday() {
    setSelected(today);
    focusOn(today, false);
  }

  const atFirstMonth = focusDate.slice(0, 7) === today.slice(0, 7);

  return (
    <div className={styles.calendar}>
      <div className={styles.monthNav}>
        <button type="button" className="icon-btn" onClick={() => focusOn(addMonths(focusDate, -1), false)} disabled={atFirstMonth} aria-label="Previous month">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M12.5 4l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h3 id={monthId} className={styles.monthTitle} aria-live="polite">
          {formatMonth(month)}
        </h3>
        <button type="button" className="icon-btn" onClick={() => focusOn(addMonths(focusDate, 1), false)} aria-label="Next month">
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M7.5 4l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <table ref={gridRef} role="grid" aria-labelledby={monthId} className={styles.grid} onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => (
                <td key={date ?? `blank-${column}`} aria-selected={date ? date === selected : undefined}>
                  {date ? (
                    <button
                      type="button"
                      data-date={date}
                      data-autofocus={date === focusDate ? "" : undefined}
                      className={styles.day}
                      tabIndex={date === focusDate ? 0 : -1}
                      disabled={date < today}
                      aria-label={formatLongDate(date)}
                      aria-current={date === today ? "date" : undefined}
                      onClick={() => {
                        setSelected(date);
                        focusOn(date, false);
                      }}
                    >
                      {Number(date.slice(8))}
                    </button>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
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
