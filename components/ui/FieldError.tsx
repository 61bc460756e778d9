// A field's error line, whose id the field names in aria-describedby; nothing when there is no error.
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="error-text">
      {error}
    </p>
  ) : null;
}

/** A field's hint, whose id the field names in aria-describedby; nothing when there is none. */
export function FieldHint({ id, hint }: { id: string; hint?: string | null }) {
  return hint ? (
    <p id={id} className="hint">
      {hint}
    </p>
  ) : null;
}
