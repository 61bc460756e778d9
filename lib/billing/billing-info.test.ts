// The Stripe side of the billing summary, with Stripe and the database replaced: which ids reach Stripe,
// and that a failing Stripe costs the card only. The HTTP behaviour is in tests/integration/billing.test.ts.
jest.mock("@/lib/db/client", () => ({ db: { payment: { findFirst: jest.fn() } } }));
jest.mock("@/lib/payments/stripe", () => ({ stripeClient: jest.fn() }));
jest.mock("@/lib/subscriptions/current-subscription", () => ({ currentSubscription: jest.fn() }));

import { db } from "@/lib/db/client";
import { stripeClient } from "@/lib/payments/stripe";
import { currentSubscription } from "@/lib/subscriptions/current-subscription";
import { getBillingInfo } from "./billing-info";

const findFirst = db.payment.findFirst as unknown as jest.Mock;
const retrieve = jest.fn();
const stripe = { paymentIntents: { retrieve } };
const paidAt = new Date("2026-05-04T10:00:00.900Z");

function user(stripeCustomerId: string | null) {
  return { id: "u1", stripeCustomerId, subscriptionTier: null, subscriptionExpiresAt: null };
}

beforeEach(() => {
  jest.resetAllMocks();
  // First query: the newest payment of any kind; second: the newest Stripe payment with a PaymentIntent.
  findFirst.mockResolvedValueOnce({ amountCents: 4900, createdAt: paidAt }).mockResolvedValueOnce({ providerPaymentId: "pi_123" });
  (currentSubscription as jest.Mock).mockResolvedValue(null);
});

describe("getBillingInfo", () => {
  it("reports the newest payment in cents and unix seconds, and never a card without Stripe", async () => {
    (stripeClient as jest.Mock).mockReturnValue(null);
    const info = await getBillingInfo({ user: user("test_cus_abc") });
    expect(info).toEqual({
      hasBillingInfo: true,
      subscriptionStatus: null,
      subscriptionExpiresAt: null,
      paymentMethod: null,
      lastPayment: { amount: 4900, date: Math.floor(paidAt.getTime() / 1000) },
      subscription: null,
    });
  });

  it("reads the card of the newest Stripe payment for a Stripe customer", async () => {
    (stripeClient as jest.Mock).mockReturnValue(stripe);
    retrieve.mockResolvedValue({ payment_method: { card: { brand: "visa", last4: "4242" } } });
    const info = await getBillingInfo({ user: user("cus_123") });
    expect(retrieve).toHaveBeenCalledWith("pi_123", { expand: ["payment_method"] }, expect.any(Object));
    expect(info.paymentMethod).toEqual({ brand: "visa", last4: "4242" });
  });

  it("never sends a local test-mode customer to Stripe", async () => {
    (stripeClient as jest.Mock).mockReturnValue(stripe);
    const info = await getBillingInfo({ user: user("test_cus_abc") });
    expect(retrieve).not.toHaveBeenCalled();
    expect(info.paymentMethod).toBeNull();
  });

  it("answers without a card when Stripe fails or the payment was not made by card", async () => {
    (stripeClient as jest.Mock).mockReturnValue(stripe);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    retrieve.mockRejectedValue(new Error("Invalid API Key provided: sk_test_***"));
    const failed = await getBillingInfo({ user: user("cus_123") });
    expect(failed.paymentMethod).toBeNull();
    expect(failed.lastPayment).toMatchObject({ amount: 4900 });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();

    findFirst.mockResolvedValueOnce({ amountCents: 4900, createdAt: paidAt }).mockResolvedValueOnce({ providerPaymentId: "pi_123" });
    retrieve.mockResolvedValue({ payment_method: { type: "us_bank_account", card: null } });
    expect((await getBillingInfo({ user: user("cus_123") })).paymentMethod).toBeNull();
  });

  it("has no billing info without a customer id or a payment", async () => {
    findFirst.mockReset().mockResolvedValue(null);
    (stripeClient as jest.Mock).mockReturnValue(stripe);
    expect(await getBillingInfo({ user: user(null) })).toMatchObject({ hasBillingInfo: false, lastPayment: null, paymentMethod: null });
    expect(retrieve).not.toHaveBeenCalled();
  });
});
