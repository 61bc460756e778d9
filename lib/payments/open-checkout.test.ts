// What Stripe Checkout is asked for, with the database and Stripe replaced: a one-off item in payment
// mode, the Reseller plan in subscription mode with the buyer in the subscription's metadata (so its
// webhook events find the buyer in any order). The HTTP behaviour is in tests/integration.
jest.mock("@/lib/env", () => ({ getEnv: () => ({ APP_URL: "https://echobook.example" }) }));
jest.mock("@/lib/db/client", () => ({ db: { $transaction: jest.fn() } }));
jest.mock("./stripe", () => ({
  paymentMode: () => "stripe",
  stripeClient: jest.fn(),
  stripePriceLookup: () => jest.fn(),
  PAYMENTS_NOT_CONFIGURED: "Payments are not configured.",
}));

import { db } from "@/lib/db/client";
import { priceOf } from "./catalog";
import { openCheckout } from "./open-checkout";
import { stripeClient } from "./stripe";

const create = jest.fn();
const tx = {
  $executeRaw: jest.fn(),
  checkoutSession: {
    updateManyAndReturn: jest.fn().mockResolvedValue([]),
    create: jest.fn().mockResolvedValue({ id: "chk_1" }),
    update: jest.fn(),
  },
};

beforeEach(() => {
  jest.clearAllMocks();
  (db.$transaction as jest.Mock).mockImplementation((run: (client: typeof tx) => unknown) => run(tx));
  (stripeClient as jest.Mock).mockReturnValue({ checkout: { sessions: { create } } });
  create.mockResolvedValue({ id: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" });
});

const user = { id: "user_1", email: "buyer@example.test", stripeCustomerId: null };
const urls = { successUrl: "/payment-success", cancelUrl: "/subscribe/reseller?cancelled=1" };

describe("openCheckout", () => {
  it("opens the Reseller plan as a monthly subscription that carries its buyer", async () => {
    const priced = priceOf({ kind: "business_subscription", planKey: "reseller" });
    const opened = await openCheckout({ user, scope: null, resolve: async () => ({ priced, refs: {} }), ...urls });
    expect(opened).toEqual({ sessionId: "cs_test_1", url: "https://checkout.stripe.com/c/pay/cs_test_1" });
    expect(tx.checkoutSession.create).toHaveBeenCalledWith({
      data: expect.objectContaining({ purpose: "business_subscription", amountCents: 9900, plan: "reseller", provider: "stripe" }),
    });
    const params = create.mock.calls[0][0];
    expect(params).toMatchObject({
      mode: "subscription",
      customer_email: "buyer@example.test",
      line_items: [{ quantity: 1, price_data: { unit_amount: 9900, currency: "usd", recurring: { interval: "month" } } }],
      subscription_data: { metadata: { checkoutSessionId: "chk_1", userId: "user_1", plan: "reseller" } },
      metadata: { checkoutSessionId: "chk_1", kind: "business_subscription" },
    });
    expect(params).not.toHaveProperty("customer_creation");
    expect(tx.checkoutSession.update).toHaveBeenCalledWith({ where: { id: "chk_1" }, data: { providerSessionId: "cs_test_1" } });
  });

  it("opens a one-off item in payment mode, with no subscription data", async () => {
    const priced = priceOf({ kind: "message_pack", packKey: "starter" });
    await openCheckout({ user, scope: null, resolve: async () => ({ priced, refs: {} }), ...urls });
    const params = create.mock.calls[0][0];
    expect(params).toMatchObject({ mode: "payment", customer_creation: "always" });
    expect(params).not.toHaveProperty("subscription_data");
    expect(params.line_items[0].price_data).not.toHaveProperty("recurring");
  });
});
