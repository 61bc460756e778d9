import { formatClock, formatDateTime, formatDateTimeUtc, formatDuration, formatEventDate, parseDay } from "./time";

// ICU versions differ in the space before AM/PM (a narrow no-break space in newer ones).
const normalise = (text: string) => text.replace(/\s/g, " ");

describe("formatClock", () => {
  it.each([
    [0, "0:00"],
    [9.9, "0:09"],
    [60, "1:00"],
    [75.4, "1:15"],
    [239.5, "3:59"],
    [605, "10:05"],
    [-3, "0:00"],
    [Number.NaN, "0:00"],
    [Number.POSITIVE_INFINITY, "0:00"],
  ])("shows %s seconds as %s", (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });

  it("says '--:--' for a length that is not known", () => {
    expect(formatDuration(null)).toBe("--:--");
    expect(formatDuration(-1)).toBe("--:--");
    expect(formatDuration(61)).toBe("1:01");
  });
});

describe("formatEventDate", () => {
  it("writes the calendar day itself, long or medium, whatever the viewer's zone", () => {
    expect(formatEventDate("2027-06-12")).toBe("June 12, 2027");
    expect(formatEventDate("2027-06-12", "medium")).toBe("Jun 12, 2027");
  });

  it("says 'Invalid date' for a day that does not exist or is not written YYYY-MM-DD", () => {
    expect(parseDay("2026-02-31")).toBeNull();
    for (const day of ["2026-02-31", "", "12/06/2027", "2027-06-12T00:00:00Z"]) expect(formatEventDate(day, "medium")).toBe("Invalid date");
  });
});

describe("formatDateTime", () => {
  it("writes date and time with a comma, in the given zone", () => {
    expect(normalise(formatDateTime("2026-11-21T19:00:00Z", { locale: "en-US", timeZone: "America/New_York" }))).toBe("November 21, 2026, 2:00 PM");
    expect(normalise(formatDateTime("2026-11-21T19:00:00Z", { locale: "en-US", timeZone: "UTC", dateStyle: "medium" }))).toBe("Nov 21, 2026, 7:00 PM");
  });

  it("marks the server's text as UTC", () => {
    expect(normalise(formatDateTimeUtc("2026-11-21T14:00:00Z"))).toBe("November 21, 2026, 2:00 PM UTC");
  });

  it("says so for a date that is not one", () => {
    expect(formatDateTime("not a date")).toBe("Invalid date");
    expect(formatDateTimeUtc("not a date")).toBe("Invalid date");
  });
});
