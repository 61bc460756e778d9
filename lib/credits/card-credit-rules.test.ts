import { makesCardsWithoutCredit } from "./card-credit-rules";

const now = new Date("2026-06-01T00:00:00Z");
const standard = { isAdmin: false, subscriptionTier: null, subscriptionExpiresAt: null };

describe("makesCardsWithoutCredit", () => {
  it("lets admins and active business tiers make cards without a credit", () => {
    expect(makesCardsWithoutCredit({ ...standard, isAdmin: true }, now)).toBe(true);
    for (const tier of ["product_seller", "combined_pro", "corporate"] as const) {
      expect(makesCardsWithoutCredit({ ...standard, subscriptionTier: tier, subscriptionExpiresAt: new Date("2026-07-01T00:00:00Z") }, now)).toBe(true);
    }
  });

  it("asks a credit of standard users, guestbook resellers and tiers that ended", () => {
    expect(makesCardsWithoutCredit(standard, now)).toBe(false);
    expect(makesCardsWithoutCredit({ ...standard, subscriptionTier: "guestbook_reseller" }, now)).toBe(false);
    expect(makesCardsWithoutCredit({ ...standard, subscriptionTier: "corporate", subscriptionExpiresAt: new Date("2026-05-31T23:59:59Z") }, now)).toBe(false);
  });
});
