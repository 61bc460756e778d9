import { existsSync } from "node:fs";
import path from "node:path";
import { formatClock, SAMPLE_CLIPS } from "./samples";

describe("formatClock", () => {
  it.each([
    [0, "0:00"],
    [9.9, "0:09"],
    [60, "1:00"],
    [75.4, "1:15"],
    [605, "10:05"],
    [Number.NaN, "0:00"],
    [Number.POSITIVE_INFINITY, "0:00"],
  ])("formats %s seconds as %s", (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});

describe("SAMPLE_CLIPS", () => {
  it.each(SAMPLE_CLIPS.map((clip) => [clip.url]))("%s is a file in public/", (url) => {
    expect(existsSync(path.join(process.cwd(), "public", url))).toBe(true);
  });
});
