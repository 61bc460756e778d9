// How the guest page writes when a guestbook opens or closed: 'November 21, 2026, 2:00 PM' in en-US.
// Date and time are formatted apart and joined with a comma, because ICU versions disagree on whether
// the combined long format says "at".

export function formatDateTime(iso: string, { locale, timeZone }: { locale?: string; timeZone?: string } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Invalid date";
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(date);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(date);
  return `${day}, ${time}`;
}

/** What the server writes before the browser knows the guest's time zone. */
export function formatDateTimeUtc(iso: string): string {
  const text = formatDateTime(iso, { locale: "en-US", timeZone: "UTC" });
  return text === "Invalid date" ? text : `${text} UTC`;
}
