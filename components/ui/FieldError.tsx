// A field's error line, whose id the field names in aria-describedby; nothing when there is no error.
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="error-text">
      {error}
    </p>
  ) : null;
}
