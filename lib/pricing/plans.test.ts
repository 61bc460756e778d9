import { PRO_ALLOWANCES, proAllowance, remainingUnder } from "./plans";

const member = (subscriptionTier: keyof typeof PRO_ALLOWANCES | null, extra: Partial<{ isAdmin: boolean; subscriptionExpiresAt: Date | null }> = {}) => ({
  isAdmin: false,
  subscriptionTier: subscriptionTier === "admin" || subscriptionTier === "none" ? null : subscriptionTier,
  subscriptionExpiresAt: null,
  ...extra,
});

describe("pro allowances", () => {
  it("give pro cards to product sellers, combined pro, corporate and admins, and pro guestbooks to resellers, combined pro, corporate and admins", () => {
    expect(proAllowance(member("product_seller"))).toEqual({ subscriptionGuestbooks: 0, audioMessagePages: null });
    expect(proAllowance(member("guestbook_reseller"))).toEqual({ subscriptionGuestbooks: null, audioMessagePages: 0 });
    expect(proAllowance(member("combined_pro"))).toEqual({ subscriptionGuestbooks: null, audioMessagePages: null });
    expect(proAllowance(member("corporate"))).toEqual({ subscriptionGuestbooks: null, audioMessagePages: null });
    expect(proAllowance(member(null, { isAdmin: true }))).toEqual({ subscriptionGuestbooks: null, audioMessagePages: null });
    expect(proAllowance(member(null))).toEqual({ subscriptionGuestbooks: 0, audioMessagePages: 0 });
  });

  it("give nothing once the subscription has ended", () => {
    const ended = member("corporate", { subscriptionExpiresAt: new Date("2026-01-01T00:00:00Z") });
    expect(proAllowance(ended, new Date("2026-01-02T00:00:00Z"))).toEqual({ subscriptionGuestbooks: 0, audioMessagePages: 0 });
    expect(proAllowance(ended, new Date("2025-12-31T00:00:00Z")).audioMessagePages).toBeNull();
  });

  it("count what remains under a limit, and unlimited as null", () => {
    expect(remainingUnder(null, 5000)).toBeNull();
    expect(remainingUnder(10, 4)).toBe(6);
    expect(remainingUnder(10, 12)).toBe(0);
  });
});
