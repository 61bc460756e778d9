import { accountTypeLabel, isProAccount } from "./account-type";

describe("accountTypeLabel", () => {
  it.each([
    ["guestbook_reseller", "Guestbook Reseller"],
    ["product_seller", "Product Seller"],
    ["combined_pro", "Business Pro"],
    ["corporate", "Corporate"],
  ] as const)("labels the %s tier %s", (tier, label) => {
    expect(accountTypeLabel({ isAdmin: false, subscriptionTier: tier })).toBe(label);
  });

  it("labels a user without a tier Standard User", () => {
    expect(accountTypeLabel({ isAdmin: false, subscriptionTier: null })).toBe("Standard User");
  });

  it("labels an admin Admin, whatever the tier", () => {
    expect(accountTypeLabel({ isAdmin: true, subscriptionTier: null })).toBe("Admin");
    expect(accountTypeLabel({ isAdmin: true, subscriptionTier: "product_seller" })).toBe("Admin");
  });
});

describe("isProAccount", () => {
  it("is true for subscribers and admins only", () => {
    expect(isProAccount({ isAdmin: false, subscriptionTier: null })).toBe(false);
    expect(isProAccount({ isAdmin: false, subscriptionTier: "corporate" })).toBe(true);
    expect(isProAccount({ isAdmin: true, subscriptionTier: null })).toBe(true);
  });
});
