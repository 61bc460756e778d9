import { formatLongDate, fromIsoDate, todayIso, toIsoDateOf } from "./calendar";

describe("calendar", () => {
  it("takes today from the local calendar", () => {
    expect(todayIso(new Date(2030, 0, 5, 23, 59))).toBe("2030-01-05");
  });

  it("hands the date picker local-midnight Dates and reads its days back", () => {
    const date = fromIsoDate("2032-02-29");
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2032, 1, 29, 0]);
    for (const iso of ["2030-01-01", "2030-12-31", "2032-02-29", "0999-06-14"]) expect(toIsoDateOf(fromIsoDate(iso))).toBe(iso);
  });

  it("formats a date, and says so when it is not one", () => {
    expect(formatLongDate("2030-06-14")).toBe("Friday, June 14, 2030");
    expect(formatLongDate("2030-02-30")).toBe("Invalid date");
    expect(formatLongDate("")).toBe("Invalid date");
  });
});
