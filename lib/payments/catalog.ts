// What can be bought and what it costs, decided here from what is bought and nothing else: the browser
// names an item (a tier, a pack), never a price. Prices come from the one table in lib/pricing/plans.ts.
import {
  FOREVER_HOSTING_PRICE_CENTS,
  GUESTBOOK_TIERS,
  MESSAGE_PACKS,
  sellableBusinessPlan,
  upgradePriceCents,
  type TBusinessPlan,
  type TGuestbookTier,
  type TMessagePack,
} from "@/lib/pricing/plans";
import { badRequest } from "@/lib/http/errors";
import type { CheckoutPurpose } from "@/lib/generated/prisma/client";

export const PAYMENT_NOT_REQUIRED = "Payment not required for this tier";
export const NO_PAYMENT_OPTION = "Error: No payment option found for this tier. Please contact support.";
export const CONTACT_SALES = "The Corporate plan is arranged with our sales team. Please use Contact Sales.";
export const CURRENCY = "usd";

export type TPurchase =
  /** A new paid guestbook, made from its draft when paid. */
  | { kind: "guestbook_tier"; tierIdx: number }
  /** Raising an existing guestbook's tier: the server reads fromTierIdx from the guestbook itself. */
  | { kind: "guestbook_upgrade"; fromTierIdx: number; newTierIdx: number }
  /** packKey is whatever the browser named; an unknown one is refused here. */
  | { kind: "message_pack"; packKey: string }
  | { kind: "forever_hosting"; target: "personal" | "pro" }
  /** A business plan by the month; planKey is whatever the browser named. */
  | { kind: "business_subscription"; planKey: string };

/** A fixed-price item of the table, which may have its own Stripe Price (lib/payments/stripe-prices.ts). */
export type TCatalogItem = `guestbook_${TGuestbookTier["key"]}` | `messages_${TMessagePack["key"]}` | "forever_hosting" | `business_${TBusinessPlan["key"]}`;

export type TPricedItem = {
  purpose: CheckoutPurpose;
  /** null for an upgrade: its price is a difference, never a fixed item. */
  item: TCatalogItem | null;
  amountCents: number;
  currency: typeof CURRENCY;
  /** The line Stripe Checkout and the local checkout page show. */
  description: string;
  newTierIdx: number | null;
  creditQuantity: number | null;
  /** The business plan a subscription sells; its amount is charged every `recurring` period. */
  plan: TBusinessPlan["key"] | null;
  recurring: "month" | null;
};

function paidTier(idx: number) {
  const tier = GUESTBOOK_TIERS.find((t) => t.idx === idx);
  if (!tier) throw badRequest(NO_PAYMENT_OPTION);
  return tier;
}

type TPriceFields = Pick<TPricedItem, "purpose" | "item" | "description"> &
  Partial<Pick<TPricedItem, "newTierIdx" | "creditQuantity" | "plan" | "recurring">> & {
    /** null when there is no price: an upgrade to the same or a lower tier. */
    amountCents: number | null;
  };

/** A free tier or pack, or an upgrade that raises nothing, has nothing to pay for. */
function priced({ amountCents, ...fields }: TPriceFields): TPricedItem {
  if (amountCents === null || amountCents <= 0) throw badRequest(PAYMENT_NOT_REQUIRED);
  return { newTierIdx: null, creditQuantity: null, plan: null, recurring: null, ...fields, amountCents, currency: CURRENCY };
}

export function priceOf(purchase: TPurchase): TPricedItem {
  switch (purchase.kind) {
    case "guestbook_tier": {
      const tier = paidTier(purchase.tierIdx);
      return priced({
        purpose: "guestbook_purchase",
        item: `guestbook_${tier.key}`,
        amountCents: tier.priceCents,
        description: `${tier.name} audio guestbook (${tier.guestsLabel})`,
        newTierIdx: tier.idx,
      });
    }
    case "guestbook_upgrade": {
      const from = paidTier(purchase.fromTierIdx);
      const to = paidTier(purchase.newTierIdx);
      return priced({
        purpose: "guestbook_upgrade",
        item: null,
        amountCents: upgradePriceCents(from.idx, to.idx),
        description: `Guestbook upgrade from ${from.name} to ${to.name}`,
        newTierIdx: to.idx,
      });
    }
    case "message_pack": {
      const pack = MESSAGE_PACKS.find((p) => p.key === purchase.packKey);
      if (!pack) throw badRequest(NO_PAYMENT_OPTION);
      return priced({
        purpose: "message_credits",
        item: `messages_${pack.key}`,
        amountCents: pack.priceCents,
        description: `${pack.name} pack: ${pack.pages} audio message pages`,
        creditQuantity: pack.pages,
      });
    }
    case "forever_hosting":
      return priced({
        purpose: purchase.target === "pro" ? "forever_hosting_pro" : "forever_hosting_personal",
        item: "forever_hosting",
        amountCents: FOREVER_HOSTING_PRICE_CENTS,
        description: "Forever Hosting",
      });
    case "business_subscription": {
      if (purchase.planKey === "corporate") throw badRequest(CONTACT_SALES);
      const plan = sellableBusinessPlan(purchase.planKey);
      if (!plan) throw badRequest(NO_PAYMENT_OPTION);
      return priced({
        purpose: "business_subscription",
        item: `business_${plan.key}`,
        amountCents: plan.priceCentsPerMonth,
        description: `${plan.name} plan (monthly)`,
        plan: plan.key,
        recurring: "month",
      });
    }
  }
}
