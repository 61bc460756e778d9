import { priceOf } from "./catalog";
import { cachedPriceLookup, checkoutLineItem, configuredPriceId, type TStripePriceFacts } from "./stripe-prices";

const medium = priceOf({ kind: "guestbook_tier", tierIdx: 1 });
const inline = { quantity: 1, price_data: { currency: "usd", unit_amount: 2900, product_data: { name: medium.description } } };
const good: TStripePriceFacts = { unit_amount: 2900, currency: "usd", active: true, type: "one_time", recurring: null };

function choose(priceId: string | undefined, facts: TStripePriceFacts | Error, priced = medium) {
  const warnings: string[] = [];
  const lookups: string[] = [];
  const result = checkoutLineItem({
    priced,
    priceId,
    lookupPrice: async (id) => {
      lookups.push(id);
      if (facts instanceof Error) throw facts;
      return facts;
    },
    warn: (message) => warnings.push(message),
  });
  return result.then((lineItem) => ({ lineItem, warnings, lookups }));
}

describe("configuredPriceId", () => {
  it("reads the item's own variable, and none for an upgrade or a free item", () => {
    const env = { STRIPE_PRICE_GUESTBOOK_MEDIUM: "price_m", STRIPE_PRICE_MESSAGES_STANDARD: "price_s", STRIPE_PRICE_FOREVER_HOSTING: "price_f" };
    expect(configuredPriceId("guestbook_medium", env)).toBe("price_m");
    expect(configuredPriceId("messages_standard", env)).toBe("price_s");
    expect(configuredPriceId("forever_hosting", env)).toBe("price_f");
    expect(configuredPriceId("guestbook_large", env)).toBeUndefined();
    expect(configuredPriceId("guestbook_free", { STRIPE_PRICE_GUESTBOOK_MEDIUM: "price_m" })).toBeUndefined();
    expect(configuredPriceId(null, env)).toBeUndefined();
  });
});

describe("checkoutLineItem", () => {
  it("uses the configured Price when it charges exactly the table's amount in its currency", async () => {
    const { lineItem, warnings } = await choose("price_medium", good);
    expect(lineItem).toEqual({ price: "price_medium", quantity: 1 });
    expect(warnings).toEqual([]);
  });

  it("charges inline without asking Stripe when no Price is configured", async () => {
    const { lineItem, lookups } = await choose(undefined, good);
    expect(lineItem).toEqual(inline);
    expect(lookups).toEqual([]);
  });

  it.each([
    ["another amount", { ...good, unit_amount: 1900 }, /amount 1900/],
    ["no fixed amount", { ...good, unit_amount: null }, /amount null/],
    ["another currency", { ...good, currency: "eur" }, /currency eur/],
    ["an archived Price", { ...good, active: false }, /archived/],
    ["a recurring Price", { ...good, type: "recurring", recurring: { interval: "month", interval_count: 1 } }, /recurring/],
  ])("falls back to the table's price, with a warning, for %s", async (_case, facts, reason) => {
    const { lineItem, warnings } = await choose("price_medium", facts);
    expect(lineItem).toEqual(inline);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(reason);
    expect(warnings[0]).toContain("price_medium");
  });

  it("falls back when the Price cannot be read", async () => {
    const { lineItem, warnings } = await choose("price_gone", new Error("No such price: 'price_gone'"));
    expect(lineItem).toEqual(inline);
    expect(warnings[0]).toMatch(/could not be read.*No such price/);
  });

  it("never uses a Price for an upgrade, which costs a difference", async () => {
    const upgrade = priceOf({ kind: "guestbook_upgrade", fromTierIdx: 0, newTierIdx: 1 });
    const { lineItem, lookups } = await choose("price_medium", good, upgrade);
    expect(lineItem).toMatchObject({ price_data: { unit_amount: 2900 } });
    expect(lookups).toEqual([]);
  });
});

describe("checkoutLineItem for the Reseller subscription", () => {
  const reseller = priceOf({ kind: "business_subscription", planKey: "reseller" });
  const monthly: TStripePriceFacts = {
    unit_amount: 9900,
    currency: "usd",
    active: true,
    type: "recurring",
    recurring: { interval: "month", interval_count: 1 },
  };

  it("uses a monthly recurring Price of the table's amount", async () => {
    const { lineItem, warnings } = await choose("price_reseller", monthly, reseller);
    expect(lineItem).toEqual({ price: "price_reseller", quantity: 1 });
    expect(warnings).toEqual([]);
  });

  it("charges inline every month without a configured Price", async () => {
    const { lineItem } = await choose(undefined, monthly, reseller);
    expect(lineItem).toEqual({
      quantity: 1,
      price_data: { currency: "usd", unit_amount: 9900, product_data: { name: "Reseller plan (monthly)" }, recurring: { interval: "month" } },
    });
  });

  it.each([
    ["a one-off Price", { ...monthly, type: "one_time", recurring: null }, /not recurring/],
    ["a yearly Price", { ...monthly, recurring: { interval: "year", interval_count: 1 } }, /every 1 year/],
    ["a Price every 3 months", { ...monthly, recurring: { interval: "month", interval_count: 3 } }, /every 3 month/],
    ["another amount", { ...monthly, unit_amount: 4900 }, /amount 4900/],
  ])("falls back to the table's monthly price for %s", async (_case, facts, reason) => {
    const { lineItem, warnings } = await choose("price_reseller", facts, reseller);
    expect(lineItem).toMatchObject({ price_data: { unit_amount: 9900, recurring: { interval: "month" } } });
    expect(warnings[0]).toMatch(reason);
  });
});

describe("cachedPriceLookup", () => {
  it("asks Stripe once per Price id, but asks again after a failure", async () => {
    const calls: string[] = [];
    let fail = true;
    const lookup = cachedPriceLookup(async (id) => {
      calls.push(id);
      if (id === "price_flaky" && fail) throw new Error("network");
      return good;
    });
    await Promise.all([lookup("price_a"), lookup("price_a")]);
    await lookup("price_a");
    await lookup("price_b");
    await expect(lookup("price_flaky")).rejects.toThrow("network");
    fail = false;
    await expect(lookup("price_flaky")).resolves.toEqual(good);
    expect(calls).toEqual(["price_a", "price_b", "price_flaky", "price_flaky"]);
  });
});
