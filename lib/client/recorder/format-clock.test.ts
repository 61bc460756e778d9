import { formatClock } from "./format-clock";

describe("formatClock", () => {
  it.each([
    [0, "0:00"],
    [9.9, "0:09"],
    [60, "1:00"],
    [239.5, "3:59"],
    [605, "10:05"],
    [-3, "0:00"],
    [Number.NaN, "0:00"],
    [Number.POSITIVE_INFINITY, "0:00"],
  ])("shows %s seconds as %s", (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});
