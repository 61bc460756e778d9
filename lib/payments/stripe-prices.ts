// Which line item Stripe Checkout gets for an item: the operator's own Stripe Price when one is configured
// and it charges exactly what the table says, else inline price_data from the table. The table in
// lib/pricing/plans.ts stays the one source of the amount: a Price that drifted from it is never used.
import "server-only";
import type Stripe from "stripe";
import type { TEnv } from "@/lib/env";
import type { TCatalogItem, TPricedItem } from "./catalog";

type TPriceEnvKey =
  | "STRIPE_PRICE_GUESTBOOK_MEDIUM"
  | "STRIPE_PRICE_GUESTBOOK_LARGE"
  | "STRIPE_PRICE_GUESTBOOK_XL"
  | "STRIPE_PRICE_MESSAGES_STARTER"
  | "STRIPE_PRICE_MESSAGES_STANDARD"
  | "STRIPE_PRICE_MESSAGES_PRO"
  | "STRIPE_PRICE_FOREVER_HOSTING"
  | "STRIPE_PRICE_BUSINESS_RESELLER";

/** Free items are never sold, so they have no variable. */
const PRICE_ENV: Partial<Record<TCatalogItem, TPriceEnvKey>> = {
  guestbook_medium: "STRIPE_PRICE_GUESTBOOK_MEDIUM",
  guestbook_large: "STRIPE_PRICE_GUESTBOOK_LARGE",
  guestbook_xl: "STRIPE_PRICE_GUESTBOOK_XL",
  messages_starter: "STRIPE_PRICE_MESSAGES_STARTER",
  messages_standard: "STRIPE_PRICE_MESSAGES_STANDARD",
  messages_pro: "STRIPE_PRICE_MESSAGES_PRO",
  forever_hosting: "STRIPE_PRICE_FOREVER_HOSTING",
  business_reseller: "STRIPE_PRICE_BUSINESS_RESELLER",
};

export function configuredPriceId(item: TCatalogItem | null, env: Pick<TEnv, TPriceEnvKey>): string | undefined {
  const key = item ? PRICE_ENV[item] : undefined;
  return key ? env[key] : undefined;
}

/** What Checkout needs to know about a Price to trust it. */
export type TStripePriceFacts = {
  unit_amount: number | null;
  currency: string;
  active: boolean;
  type: string;
  /** A recurring Price's billing period (null for a one-off Price). */
  recurring: { interval: string; interval_count: number } | null;
};
export type TPriceLookup = (priceId: string) => Promise<TStripePriceFacts>;

/** One lookup per Price id per process: a Price's amount and currency cannot change once created. */
export function cachedPriceLookup(retrieve: TPriceLookup): TPriceLookup {
  const cache = new Map<string, Promise<TStripePriceFacts>>();
  return (priceId) => {
    let pending = cache.get(priceId);
    if (!pending) {
      pending = retrieve(priceId);
      cache.set(priceId, pending);
      // A failed lookup (network, a typo in the id) is retried by the next checkout rather than remembered.
      pending.catch(() => cache.delete(priceId));
    }
    return pending;
  };
}

/** A one-off item needs a one-off Price; a subscription a Price charged once every period of its own. */
function recurringMismatch(price: TStripePriceFacts, recurring: TPricedItem["recurring"]): string | null {
  if (!recurring) return price.type === "one_time" ? null : "it is recurring";
  if (price.type !== "recurring" || !price.recurring) return "it is not recurring";
  if (price.recurring.interval !== recurring || price.recurring.interval_count !== 1) {
    return `it bills every ${price.recurring.interval_count} ${price.recurring.interval}, not every ${recurring}`;
  }
  return null;
}

export async function checkoutLineItem(opts: {
  priced: TPricedItem;
  priceId: string | undefined;
  lookupPrice: TPriceLookup;
  warn?: (message: string) => void;
}): Promise<Stripe.Checkout.SessionCreateParams.LineItem> {
  const { priced, priceId } = opts;
  const warn = opts.warn ?? ((message: string) => console.warn(`[echobook] ${message}`));
  const inline = {
    quantity: 1,
    price_data: {
      currency: priced.currency,
      unit_amount: priced.amountCents,
      product_data: { name: priced.description },
      ...(priced.recurring ? { recurring: { interval: priced.recurring } } : {}),
    },
  };
  // An upgrade is priced as a difference, so no fixed Price can stand for it.
  if (!priceId || !priced.item) return inline;
  let price: TStripePriceFacts;
  try {
    price = await opts.lookupPrice(priceId);
  } catch (error) {
    warn(
      `Stripe Price ${priceId} for ${priced.item} could not be read (${error instanceof Error ? error.message : String(error)}); charging the table's price inline.`,
    );
    return inline;
  }
  const mismatch =
    price.unit_amount !== priced.amountCents
      ? `amount ${price.unit_amount} ≠ ${priced.amountCents}`
      : price.currency.toLowerCase() !== priced.currency
        ? `currency ${price.currency} ≠ ${priced.currency}`
        : !price.active
          ? "it is archived"
          : recurringMismatch(price, priced.recurring);
  if (mismatch) {
    warn(`Stripe Price ${priceId} for ${priced.item} is not used: ${mismatch}; charging the table's price inline.`);
    return inline;
  }
  return { price: priceId, quantity: 1 };
}
