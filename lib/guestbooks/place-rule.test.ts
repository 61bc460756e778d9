import { holdsAPlace, placesUnlocked } from "./place-rule";

describe("the guest-place rule", () => {
  it("gives a place to a take of at least a second, none to a shorter or unmeasured one", () => {
    expect(holdsAPlace(1_000)).toBe(true);
    expect(holdsAPlace(999)).toBe(false);
    expect(holdsAPlace(null)).toBe(false);
  });

  it("counts only place-holding takes when saying what a higher limit unlocks", () => {
    // 5 sub-second takes kept, 10 playable guests, 2 waiting: a limit of 11 unlocks one, not none.
    expect(placesUnlocked(11, 12, 2)).toBe(1);
    expect(placesUnlocked(25, 12, 2)).toBe(2);
    expect(placesUnlocked(10, 12, 2)).toBe(0);
    expect(placesUnlocked(25, 10, 0)).toBe(0);
  });
});
