// Where "Manage Billing" leads, with Stripe replaced. The HTTP behaviour is in tests/integration/billing.test.ts.
jest.mock("@/lib/env", () => ({ getEnv: () => ({ APP_URL: "https://echobook.example" }) }));
jest.mock("@/lib/payments/stripe", () => ({ stripeClient: jest.fn(), paymentMode: jest.fn(), PAYMENTS_NOT_CONFIGURED: "Payments are not configured." }));

import { ApiError } from "@/lib/http/errors";
import { paymentMode, stripeClient } from "@/lib/payments/stripe";
import { openBillingPortal } from "./open-billing-portal";

const create = jest.fn();
const stripe = { billingPortal: { sessions: { create } } };

async function refusal(stripeCustomerId: string | null): Promise<{ status: number; message: string }> {
  try {
    await openBillingPortal({ user: { id: "u1", stripeCustomerId } });
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

beforeEach(() => {
  jest.resetAllMocks();
  (paymentMode as jest.Mock).mockReturnValue("test");
});

describe("openBillingPortal", () => {
  it("answers 503 when payments are off, and never opens a local page then", async () => {
    (paymentMode as jest.Mock).mockReturnValue("off");
    expect(await refusal("cus_123")).toEqual({ status: 503, message: "Payments are not configured." });
    expect(stripeClient).not.toHaveBeenCalled();
  });

  it("sends everyone to the local billing page in test-payment mode", async () => {
    (stripeClient as jest.Mock).mockReturnValue(null);
    expect(await openBillingPortal({ user: { id: "u1", stripeCustomerId: null } })).toEqual({ url: "/billing-portal" });
    expect(await openBillingPortal({ user: { id: "u1", stripeCustomerId: "cus_123" } })).toEqual({ url: "/billing-portal" });
  });

  it("opens Stripe's portal for a Stripe customer, returning to the settings tab", async () => {
    (stripeClient as jest.Mock).mockReturnValue(stripe);
    create.mockResolvedValue({ url: "https://billing.stripe.com/p/session/abc" });
    expect(await openBillingPortal({ user: { id: "u1", stripeCustomerId: "cus_123" } })).toEqual({ url: "https://billing.stripe.com/p/session/abc" });
    expect(create).toHaveBeenCalledWith({ customer: "cus_123", return_url: "https://echobook.example/dashboard?tab=settings" }, expect.any(Object));
  });

  it("has no billing account to open without a Stripe customer id, and sends no local id to Stripe", async () => {
    (stripeClient as jest.Mock).mockReturnValue(stripe);
    expect(await refusal(null)).toEqual({ status: 404, message: "No billing account found." });
    expect(await refusal("test_cus_abc")).toEqual({ status: 404, message: "No billing account found." });
    expect(create).not.toHaveBeenCalled();
  });

  it("answers 502 with the spec's text, and no detail, when Stripe refuses", async () => {
    (stripeClient as jest.Mock).mockReturnValue(stripe);
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    create.mockRejectedValue(new Error("No such customer: 'cus_123'"));
    expect(await refusal("cus_123")).toEqual({ status: 502, message: "Stripe could not open the billing portal. Please try again." });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
