// A labelled <select> in the site's .field layout, one option per value with its label.
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
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="input"
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
