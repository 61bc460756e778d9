// A labelled field around an input the caller draws (a react-hook-form `register`ed one, a select):
// the label names the input by `id`; `hiddenLabel` keeps it for screen readers only.
import type { ReactNode } from "react";

type TProps = { id: string; label: ReactNode; hiddenLabel?: boolean; children: ReactNode };

export function Field({ id, label, hiddenLabel, children }: TProps) {
  return (
    <div className="field">
      <label className={hiddenLabel ? "visually-hidden" : "label"} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
