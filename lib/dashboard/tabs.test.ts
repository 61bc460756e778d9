import { resolveTab, tabHref, tabSections, visibleTabs } from "./tabs";

const standard = { isAdmin: false, subscriptionTier: null, subscriptionExpiresAt: null };
const admin = { isAdmin: true, subscriptionTier: null, subscriptionExpiresAt: null };

describe("visibleTabs", () => {
  it.each([
    ["a standard user the two list tabs and settings", null, ["guestbooks", "audio-messages", "settings"]],
    ["guestbook resellers Pro Audio Guestbooks", "guestbook_reseller", ["guestbooks", "audio-messages", "subscription-guestbooks", "settings"]],
    ["product sellers Pro Audio Cards", "product_seller", ["guestbooks", "audio-messages", "subscription-audio-messages", "settings"]],
  ] as const)("gives %s", (_who, subscriptionTier, expected) => {
    expect(visibleTabs({ isAdmin: false, subscriptionTier, subscriptionExpiresAt: null })).toEqual(expected);
  });

  it.each(["combined_pro", "corporate"] as const)("gives %s both pro tabs", (tier) => {
    expect(visibleTabs({ isAdmin: false, subscriptionTier: tier, subscriptionExpiresAt: null })).toHaveLength(5);
  });

  it("keeps Pro Audio Cards for a user whose plan ended while they hold pro cards (issue 36)", () => {
    const lapsed = { isAdmin: false, subscriptionTier: "product_seller" as const, subscriptionExpiresAt: new Date(Date.now() - 1000) };
    expect(visibleTabs(lapsed)).toEqual(["guestbooks", "audio-messages", "settings"]);
    expect(visibleTabs(lapsed, { proCards: 3 })).toEqual(["guestbooks", "audio-messages", "subscription-audio-messages", "settings"]);
    expect(resolveTab("subscription-audio-messages", lapsed, { proCards: 3 })).toBe("subscription-audio-messages");
    expect(resolveTab("subscription-audio-messages", lapsed, { proCards: 0 })).toBe("guestbooks");
  });

  it("gives admins every tab", () => {
    expect(visibleTabs(admin)).toHaveLength(5);
  });
});

describe("resolveTab", () => {
  it("defaults to guestbooks", () => {
    expect(resolveTab(undefined, standard)).toBe("guestbooks");
  });

  it("opens a known tab", () => {
    expect(resolveTab("settings", standard)).toBe("settings");
    expect(resolveTab("audio-messages", standard)).toBe("audio-messages");
  });

  it("falls back to guestbooks for an unknown value", () => {
    expect(resolveTab("nonsense", admin)).toBe("guestbooks");
  });

  it("falls back to guestbooks for a pro tab the user does not have", () => {
    expect(resolveTab("subscription-guestbooks", standard)).toBe("guestbooks");
    expect(resolveTab("subscription-guestbooks", admin)).toBe("subscription-guestbooks");
  });

  it("uses the first of repeated values", () => {
    expect(resolveTab(["settings", "guestbooks"], standard)).toBe("settings");
  });
});

describe("tabHref", () => {
  it("omits the tab for guestbooks", () => {
    expect(tabHref("guestbooks")).toBe("/dashboard");
    expect(tabHref("settings")).toBe("/dashboard?tab=settings");
  });
});

describe("tabSections", () => {
  it("groups guestbooks and cards, then the pro tabs, then settings", () => {
    expect(tabSections(visibleTabs(admin))).toEqual([
      ["guestbooks", "audio-messages"],
      ["subscription-guestbooks", "subscription-audio-messages"],
      ["settings"],
    ]);
  });

  it("leaves out the pro section for users without pro tabs", () => {
    expect(tabSections(visibleTabs(standard))).toEqual([["guestbooks", "audio-messages"], ["settings"]]);
  });
});
