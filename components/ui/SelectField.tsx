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
};

export function SelectField<T extends string>({ id, label, value, options, labels, onChange, className }: TProps<T>) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
