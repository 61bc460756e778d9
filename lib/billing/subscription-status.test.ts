import { subscriptionStatus } from "./subscription-status";

const now = new Date("2026-06-01T12:00:00Z");

describe("subscriptionStatus", () => {
  it("is null without a subscription tier, whatever the expiry says", () => {
    expect(subscriptionStatus({ subscriptionTier: null, subscriptionExpiresAt: null }, now)).toBeNull();
    expect(subscriptionStatus({ subscriptionTier: null, subscriptionExpiresAt: new Date("2027-01-01") }, now)).toBeNull();
  });

  it("is active until the expiry passes, and when granted without one", () => {
    expect(subscriptionStatus({ subscriptionTier: "corporate", subscriptionExpiresAt: new Date("2026-06-01T12:00:01Z") }, now)).toBe("active");
    expect(subscriptionStatus({ subscriptionTier: "corporate", subscriptionExpiresAt: null }, now)).toBe("active");
  });

  it("is expired from the moment of expiry", () => {
    expect(subscriptionStatus({ subscriptionTier: "guestbook_reseller", subscriptionExpiresAt: now }, now)).toBe("expired");
    expect(subscriptionStatus({ subscriptionTier: "guestbook_reseller", subscriptionExpiresAt: new Date("2025-01-01") }, now)).toBe("expired");
  });
});
