import { isDownloadTap } from "./tap-gesture";

describe("isDownloadTap", () => {
  it("accepts a quick tap that barely moves", () => {
    expect(isDownloadTap({ durationMs: 120, furthestMovePx: 3 })).toBe(true);
    expect(isDownloadTap({ durationMs: 299, furthestMovePx: 9.9 })).toBe(true);
  });

  it("refuses a press held for 300 ms or more", () => {
    expect(isDownloadTap({ durationMs: 300, furthestMovePx: 0 })).toBe(false);
    expect(isDownloadTap({ durationMs: 900, furthestMovePx: 0 })).toBe(false);
  });

  it("refuses a touch that moved 10 px or more, as a scroll does", () => {
    expect(isDownloadTap({ durationMs: 80, furthestMovePx: 10 })).toBe(false);
    expect(isDownloadTap({ durationMs: 80, furthestMovePx: 140 })).toBe(false);
  });
});
