import { recentMonthNames } from "./recent-months";

describe("recentMonthNames", () => {
  it("lists the three months before today, newest first", () => {
    expect(recentMonthNames(new Date("2026-11-21T10:00:00Z"))).toEqual(["October 2026", "September 2026", "August 2026"]);
  });

  it("crosses into the previous year", () => {
    expect(recentMonthNames(new Date("2027-02-01T00:00:00Z"))).toEqual(["January 2027", "December 2026", "November 2026"]);
  });
});
