import type Stripe from "stripe";
import { subscriptionEventOf } from "./stripe-subscription-event";

const created = 1_780_000_000;
const periodEnd = 1_782_600_000;
const metadata = { checkoutSessionId: "chk_1", userId: "user_1", plan: "reseller" };

function event(type: string, object: object): Stripe.Event {
  return { id: "evt_1", type, created, data: { object } } as unknown as Stripe.Event;
}

const subscription = {
  id: "sub_1",
  object: "subscription",
  status: "active",
  customer: "cus_1",
  cancel_at_period_end: false,
  cancel_at: null,
  ended_at: null,
  metadata,
  items: { data: [{ current_period_end: periodEnd }] },
};

describe("subscriptionEventOf", () => {
  it("reads a subscription's state, its period from its items, and who bought it from its metadata", () => {
    expect(subscriptionEventOf(event("customer.subscription.updated", subscription))).toEqual({
      provider: "stripe",
      providerSubscriptionId: "sub_1",
      at: new Date(created * 1000),
      claim: { checkoutSessionId: "chk_1", userId: "user_1" },
      customerId: "cus_1",
      change: { kind: "state", status: "active", currentPeriodEnd: new Date(periodEnd * 1000), cancelAtPeriodEnd: false, endedAt: null },
    });
  });

  it("counts a cancellation set by date as one at the period's end, and reads a deletion's end", () => {
    const cancelAt = subscriptionEventOf(event("customer.subscription.updated", { ...subscription, cancel_at: periodEnd }));
    expect(cancelAt?.change).toMatchObject({ cancelAtPeriodEnd: true });
    const deleted = subscriptionEventOf(event("customer.subscription.deleted", { ...subscription, status: "canceled", ended_at: periodEnd }));
    expect(deleted?.change).toMatchObject({ status: "canceled", endedAt: new Date(periodEnd * 1000) });
  });

  it("reads a paid invoice's service period from its lines, not the invoice's own period", () => {
    const invoice = {
      id: "in_1",
      customer: "cus_1",
      amount_paid: 9900,
      currency: "usd",
      period_end: created,
      parent: { type: "subscription_details", subscription_details: { subscription: "sub_1", metadata } },
      lines: { data: [{ period: { start: created, end: periodEnd } }] },
      payments: { data: [{ payment: { type: "payment_intent", payment_intent: "pi_1" } }] },
    };
    expect(subscriptionEventOf(event("invoice.paid", invoice))).toMatchObject({
      providerSubscriptionId: "sub_1",
      claim: { checkoutSessionId: "chk_1", userId: "user_1" },
      change: { kind: "invoice_paid", invoiceId: "in_1", amountCents: 9900, currency: "usd", periodEnd: new Date(periodEnd * 1000), providerPaymentId: "pi_1" },
    });
    expect(subscriptionEventOf(event("invoice.payment_failed", invoice))?.change).toEqual({ kind: "invoice_failed", invoiceId: "in_1" });
  });

  it("leaves out invoices of no subscription, other events and unknown statuses", () => {
    expect(subscriptionEventOf(event("invoice.paid", { id: "in_2", parent: null, lines: { data: [] } }))).toBeNull();
    expect(subscriptionEventOf(event("customer.created", { id: "cus_1" }))).toBeNull();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(subscriptionEventOf(event("customer.subscription.updated", { ...subscription, status: "dormant" }))).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("names no buyer when the metadata is not ours", () => {
    expect(subscriptionEventOf(event("customer.subscription.created", { ...subscription, metadata: {} }))?.claim).toBeNull();
  });
});
