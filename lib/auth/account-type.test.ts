import { canUseProCards, canUseProGuestbooks, visibleTabs } from "@/lib/dashboard/tabs";
import { accountTypeLabel, activeTier, isProAccount } from "./account-type";

describe("accountTypeLabel", () => {
  it.each([
    ["guestbook_reseller", "Guestbook Reseller"],
    ["product_seller", "Product Seller"],
    ["combined_pro", "Business Pro"],
    ["corporate", "Corporate"],
  ] as const)("labels the %s tier %s", (tier, label) => {
    expect(accountTypeLabel({ isAdmin: false, subscriptionTier: tier, subscriptionExpiresAt: null })).toBe(label);
  });

  it("labels a user without a tier Standard User", () => {
    expect(accountTypeLabel({ isAdmin: false, subscriptionTier: null, subscriptionExpiresAt: null })).toBe("Standard User");
  });

  it("labels an admin Admin, whatever the tier", () => {
    expect(accountTypeLabel({ isAdmin: true, subscriptionTier: null, subscriptionExpiresAt: null })).toBe("Admin");
    expect(accountTypeLabel({ isAdmin: true, subscriptionTier: "product_seller", subscriptionExpiresAt: null })).toBe("Admin");
  });
});

describe("isProAccount", () => {
  it("is true for subscribers and admins only", () => {
    expect(isProAccount({ isAdmin: false, subscriptionTier: null, subscriptionExpiresAt: null })).toBe(false);
    expect(isProAccount({ isAdmin: false, subscriptionTier: "corporate", subscriptionExpiresAt: null })).toBe(true);
    expect(isProAccount({ isAdmin: true, subscriptionTier: null, subscriptionExpiresAt: null })).toBe(true);
  });
});

describe("activeTier", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("is the tier while its paid period runs, or when it has no end", () => {
    expect(activeTier({ subscriptionTier: "combined_pro", subscriptionExpiresAt: new Date("2026-12-01T00:00:00Z") }, now)).toBe("combined_pro");
    expect(activeTier({ subscriptionTier: "corporate", subscriptionExpiresAt: null }, now)).toBe("corporate");
  });

  it("is no tier once the period has ended, for every gate that asks", () => {
    expect(activeTier({ subscriptionTier: "combined_pro", subscriptionExpiresAt: new Date("2026-11-25T11:59:59Z") }, now)).toBeNull();
    const expired = { isAdmin: false, subscriptionTier: "combined_pro" as const, subscriptionExpiresAt: new Date(Date.now() - 60_000) };
    expect(activeTier(expired)).toBeNull();
    expect(accountTypeLabel(expired)).toBe("Standard User");
    expect(isProAccount(expired)).toBe(false);
    expect(canUseProGuestbooks(expired)).toBe(false);
    expect(canUseProCards(expired)).toBe(false);
    expect(visibleTabs(expired)).toEqual(["guestbooks", "audio-messages", "settings"]);
  });
});
