import { ApiError } from "@/lib/http/errors";
import { BUSINESS_PLANS, FOREVER_HOSTING_PRICE_CENTS, GUESTBOOK_TIERS, MESSAGE_PACKS } from "@/lib/pricing/plans";
import { ZCreateCheckoutSession } from "@/lib/validation/payments";
import { CONTACT_SALES, NO_PAYMENT_OPTION, PAYMENT_NOT_REQUIRED, priceOf, type TPurchase } from "./catalog";

function refusal(purchase: TPurchase): { status: number; message: string } {
  try {
    priceOf(purchase);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("priceOf", () => {
  it("charges a new paid guestbook its tier's price from the one table", () => {
    expect(priceOf({ kind: "guestbook_tier", tierIdx: 1 })).toMatchObject({ purpose: "guestbook_purchase", amountCents: 2900, currency: "usd", newTierIdx: 1 });
    expect(priceOf({ kind: "guestbook_tier", tierIdx: 2 }).amountCents).toBe(4900);
    expect(priceOf({ kind: "guestbook_tier", tierIdx: 3 }).amountCents).toBe(GUESTBOOK_TIERS[3].priceCents);
  });

  it("refuses the free tier and an unknown tier with the spec's texts", () => {
    expect(refusal({ kind: "guestbook_tier", tierIdx: 0 })).toEqual({ status: 400, message: PAYMENT_NOT_REQUIRED });
    expect(refusal({ kind: "guestbook_tier", tierIdx: 7 })).toEqual({ status: 400, message: NO_PAYMENT_OPTION });
  });

  it("charges an upgrade the difference between the two tiers", () => {
    expect(priceOf({ kind: "guestbook_upgrade", fromTierIdx: 0, newTierIdx: 2 })).toMatchObject({
      purpose: "guestbook_upgrade",
      amountCents: 4900,
      newTierIdx: 2,
    });
    expect(priceOf({ kind: "guestbook_upgrade", fromTierIdx: 1, newTierIdx: 3 }).amountCents).toBe(9900 - 2900);
    expect(refusal({ kind: "guestbook_upgrade", fromTierIdx: 0, newTierIdx: 9 }).message).toBe(NO_PAYMENT_OPTION);
  });

  it("sells upgrades only to a higher tier", () => {
    expect(refusal({ kind: "guestbook_upgrade", fromTierIdx: 2, newTierIdx: 2 }).message).toBe(PAYMENT_NOT_REQUIRED);
    expect(refusal({ kind: "guestbook_upgrade", fromTierIdx: 3, newTierIdx: 1 }).message).toBe(PAYMENT_NOT_REQUIRED);
  });

  it("prices message packs and Forever Hosting from the same table", () => {
    const standard = MESSAGE_PACKS.find((pack) => pack.key === "standard")!;
    expect(priceOf({ kind: "message_pack", packKey: "standard" })).toMatchObject({
      purpose: "message_credits",
      amountCents: standard.priceCents,
      creditQuantity: standard.pages,
    });
    expect(refusal({ kind: "message_pack", packKey: "free" }).message).toBe(PAYMENT_NOT_REQUIRED);
    expect(refusal({ kind: "message_pack", packKey: "mega" })).toEqual({ status: 400, message: NO_PAYMENT_OPTION });
    expect(priceOf({ kind: "forever_hosting", target: "pro" })).toMatchObject({ purpose: "forever_hosting_pro", amountCents: FOREVER_HOSTING_PRICE_CENTS });
  });
});

describe("business plans", () => {
  it("sells the Reseller plan by the month at the table's price, granting Business Pro", () => {
    const reseller = BUSINESS_PLANS.find((plan) => plan.key === "reseller")!;
    expect(priceOf({ kind: "business_subscription", planKey: "reseller" })).toEqual({
      purpose: "business_subscription",
      item: "business_reseller",
      amountCents: reseller.priceCentsPerMonth,
      currency: "usd",
      description: "Reseller plan (monthly)",
      newTierIdx: null,
      creditQuantity: null,
      plan: "reseller",
      recurring: "month",
    });
    expect(reseller.tier).toBe("combined_pro");
  });

  it("never sells Corporate through checkout, and refuses an unknown plan", () => {
    expect(refusal({ kind: "business_subscription", planKey: "corporate" })).toEqual({ status: 400, message: CONTACT_SALES });
    expect(refusal({ kind: "business_subscription", planKey: "platinum" })).toEqual({ status: 400, message: NO_PAYMENT_OPTION });
  });

  it("charges one-off items once", () => {
    expect(priceOf({ kind: "guestbook_tier", tierIdx: 1 }).recurring).toBeNull();
    expect(priceOf({ kind: "message_pack", packKey: "pro" }).recurring).toBeNull();
  });
});

describe("catalog items", () => {
  it("names each fixed-price item, so it can have its own Stripe Price, and no upgrade", () => {
    expect(priceOf({ kind: "guestbook_tier", tierIdx: 1 }).item).toBe("guestbook_medium");
    expect(priceOf({ kind: "guestbook_tier", tierIdx: 3 }).item).toBe("guestbook_xl");
    expect(priceOf({ kind: "message_pack", packKey: "pro" }).item).toBe("messages_pro");
    expect(priceOf({ kind: "forever_hosting", target: "personal" }).item).toBe("forever_hosting");
    expect(priceOf({ kind: "guestbook_upgrade", fromTierIdx: 1, newTierIdx: 2 }).item).toBeNull();
  });
});

describe("the checkout request carries no price", () => {
  it("drops an amount the browser adds, and keeps priceId only as an unused label", () => {
    const body = ZCreateCheckoutSession.parse({
      priceId: "price_cheap",
      mode: "payment",
      successUrl: "/payment-success",
      cancelUrl: "/payment-cancel",
      tempGuestbookKey: "draft1",
      amount: 1,
      amountCents: 1,
      unit_amount: 1,
    });
    expect(body).not.toHaveProperty("amount");
    expect(body).not.toHaveProperty("amountCents");
    expect(body).not.toHaveProperty("unit_amount");
    // priceOf's input has no field for a browser's value: the tier alone decides the price.
    expect(priceOf({ kind: "guestbook_tier", tierIdx: 2 }).amountCents).toBe(4900);
  });
});
