import { describeSubscription } from "./describe-subscription";

const now = new Date("2026-06-20T00:00:00Z");
const day = (date: Date) => date.toISOString().slice(0, 10);
const active = { status: "active" as const, cancelAtPeriodEnd: false, currentPeriodEnd: "2026-07-01T00:00:00.000Z", accessUntil: "2026-07-01T00:00:00.000Z" };

describe("describeSubscription", () => {
  it("says when an active plan renews", () => {
    expect(describeSubscription(active, day, now)).toBe("Active: renews on 2026-07-01");
  });

  it("says a cancelled plan lasts until its paid period ends, then that it ended", () => {
    const cancelled = { ...active, cancelAtPeriodEnd: true };
    expect(describeSubscription(cancelled, day, now)).toBe("Cancelled: access until 2026-07-01");
    expect(describeSubscription(cancelled, day, new Date("2026-07-02T00:00:00Z"))).toBe("Ended on 2026-07-01");
    expect(describeSubscription({ ...active, status: "canceled" }, day, now)).toBe("Ended on 2026-07-01");
  });

  it("says a failed renewal keeps the plan only until the paid period ends", () => {
    const failed = { ...active, status: "past_due" as const, currentPeriodEnd: "2026-08-01T00:00:00.000Z" };
    expect(describeSubscription(failed, day, now)).toBe("Payment failed: access until 2026-07-01 unless the payment goes through");
    expect(describeSubscription(failed, day, new Date("2026-07-05T00:00:00Z"))).toBe("Payment failed: access ended on 2026-07-01");
  });

  it("says when nothing was paid yet", () => {
    expect(describeSubscription({ ...active, status: "incomplete", accessUntil: null }, day, now)).toBe("Waiting for the first payment");
  });
});
