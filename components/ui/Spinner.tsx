// A small progress ring before a status text, which says what is happening ("Saving…"); the ring itself
// is hidden from assistive technology. Its look is the global .spinner (app/globals.css).
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `spinner ${className}` : "spinner"} aria-hidden="true" />;
}
