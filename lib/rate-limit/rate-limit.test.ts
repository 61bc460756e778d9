import { waitAfter } from "./rate-limit";

describe("waitAfter", () => {
  it("asks for no wait within the free attempts, then 30 s doubling up to the cap", () => {
    const backoff = { free: 5, firstWaitSeconds: 30, maxWaitSeconds: 900, forgetSeconds: 3600 };
    expect(Array.from({ length: 12 }, (_, index) => waitAfter(index, backoff))).toEqual([0, 0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900]);
    expect(waitAfter(10_000, backoff)).toBe(900);
  });
});
