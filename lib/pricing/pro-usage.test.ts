jest.mock("@/lib/db/client", () => ({ db: {} }));

import { PRO_AREAS, proRoomRefusal } from "./pro-usage";

const refusal = (opts: { limit: number | null; used: number; adding: number; ended?: boolean }) => {
  const error = proRoomRefusal({ area: PRO_AREAS.cards, ended: false, ...opts });
  return error && { status: error.status, code: error.code, message: error.message, extra: error.extra };
};

describe("room under a pro allowance", () => {
  it("counts a whole batch against the limit: it fits entirely or is refused with what remains", () => {
    expect(refusal({ limit: 10, used: 5, adding: 5 })).toBeNull();
    expect(refusal({ limit: 10, used: 8, adding: 5 })).toEqual({
      status: 403,
      code: "PRO_LIMIT_REACHED",
      message: "Your plan includes 10 Pro Audio Cards; 2 more can be created.",
      extra: { remaining: 2 },
    });
    expect(refusal({ limit: 10, used: 10, adding: 1 })?.code).toBe("PRO_LIMIT_REACHED");
  });

  it("never refuses an unlimited plan", () => {
    expect(refusal({ limit: null, used: 1_000_000, adding: 200 })).toBeNull();
  });

  it("refuses an area the plan does not include, saying when the subscription has ended", () => {
    expect(refusal({ limit: 0, used: 0, adding: 1 })).toMatchObject({ status: 403, code: "PRO_TIER_REQUIRED", message: PRO_AREAS.cards.notIncluded });
    expect(refusal({ limit: 0, used: 0, adding: 1, ended: true })?.message).toBe(`Your subscription has ended. ${PRO_AREAS.cards.notIncluded}`);
  });
});
