// A field's error line and its hint, whose ids the field names in aria-describedby; nothing when empty.
function FieldLine({ id, text, className }: { id: string; text?: string | null; className: string }) {
  return text ? (
    <p id={id} className={className}>
      {text}
    </p>
  ) : null;
}

export const FieldError = ({ id, error }: { id: string; error?: string | null }) => <FieldLine id={id} text={error} className="error-text" />;

export const FieldHint = ({ id, hint }: { id: string; hint?: string | null }) => <FieldLine id={id} text={hint} className="hint" />;
