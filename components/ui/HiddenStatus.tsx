// A status line for screen readers only (role="status"): announces its text when it changes; empty says nothing.
export function HiddenStatus({ text }: { text: string }) {
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}
