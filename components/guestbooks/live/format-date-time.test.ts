import { formatDateTime, formatDateTimeUtc } from "./format-date-time";

// ICU versions differ in the space before AM/PM (a narrow no-break space in newer ones).
const normalise = (text: string) => text.replace(/\s/g, " ");

describe("formatDateTime", () => {
  it("writes date and time with a comma, in the given zone", () => {
    expect(normalise(formatDateTime("2026-11-21T19:00:00Z", { locale: "en-US", timeZone: "America/New_York" }))).toBe("November 21, 2026, 2:00 PM");
  });

  it("marks the server's text as UTC", () => {
    expect(normalise(formatDateTimeUtc("2026-11-21T14:00:00Z"))).toBe("November 21, 2026, 2:00 PM UTC");
  });

  it("says so for a date that is not one", () => {
    expect(formatDateTime("not a date")).toBe("Invalid date");
    expect(formatDateTimeUtc("not a date")).toBe("Invalid date");
  });
});
