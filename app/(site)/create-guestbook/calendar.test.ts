import { addDays, addMonths, formatLongDate, monthWeeks, todayIso, weekday } from "./calendar";

describe("calendar", () => {
  it("takes today from the local calendar", () => {
    expect(todayIso(new Date(2030, 0, 5, 23, 59))).toBe("2030-01-05");
  });

  it("moves by days across months and years", () => {
    expect(addDays("2030-12-31", 1)).toBe("2031-01-01");
    expect(addDays("2030-03-01", -1)).toBe("2030-02-28");
    expect(addDays("2032-03-01", -1)).toBe("2032-02-29");
  });

  it("moves by months, clamping the day", () => {
    expect(addMonths("2030-01-31", 1)).toBe("2030-02-28");
    expect(addMonths("2030-01-15", -1)).toBe("2029-12-15");
    expect(addMonths("2030-12-15", 1)).toBe("2031-01-15");
  });

  it("lays a month out in Sunday-first weeks", () => {
    // June 2030 starts on a Saturday and has 30 days.
    const weeks = monthWeeks({ year: 2030, month: 5 });
    expect(weekday("2030-06-01")).toBe(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2030-06-01"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("formats a date, and says so when it is not one", () => {
    expect(formatLongDate("2030-06-14")).toBe("Friday, June 14, 2030");
    expect(formatLongDate("2030-02-30")).toBe("Invalid date");
    expect(formatLongDate("")).toBe("Invalid date");
  });
});
