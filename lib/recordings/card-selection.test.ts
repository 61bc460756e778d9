import { CARD_FROM_RECORDINGS_ERRORS, CARD_FROM_RECORDINGS_MAX_SECONDS, countedSeconds, withinCardLength } from "./card-selection";

describe("a selection of recordings for an audio card", () => {
  it("counts known lengths rounded up to the second and 60 s for an unknown one", () => {
    expect(countedSeconds([1_000, 2_400, null])).toBe(1 + 3 + 60);
    expect(countedSeconds([])).toBe(0);
  });

  it("allows exactly 300 s and refuses anything over", () => {
    expect(withinCardLength([150_000, 150_000])).toBe(true);
    expect(withinCardLength([150_000, 150_001])).toBe(false);
    expect(CARD_FROM_RECORDINGS_MAX_SECONDS).toBe(300);
  });

  it("five recordings of unknown length are 300 s, six are too long", () => {
    expect(withinCardLength([null, null, null, null, null])).toBe(true);
    expect(withinCardLength([null, null, null, null, null, null])).toBe(false);
  });
});

describe("the 300-second text (spec 002)", () => {
  it("names the counted seconds in the spec's words", () => {
    expect(CARD_FROM_RECORDINGS_ERRORS.tooLong(305)).toBe(
      "Total duration (305s) exceeds the 300-second limit for audio messages. Please select fewer recordings.",
    );
  });
});
