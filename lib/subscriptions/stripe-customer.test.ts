import { checkoutCustomerParams, isStripeCustomerId, newTestCustomerId, TEST_CUSTOMER_PREFIX } from "./stripe-customer";

describe("customer ids", () => {
  it("makes distinct test-mode ids with their own prefix, which are not Stripe's", () => {
    const a = newTestCustomerId();
    expect(a.startsWith(TEST_CUSTOMER_PREFIX)).toBe(true);
    expect(a).not.toBe(newTestCustomerId());
    expect(isStripeCustomerId(a)).toBe(false);
    expect(isStripeCustomerId("cus_Nabc123")).toBe(true);
    expect(isStripeCustomerId(null)).toBe(false);
  });

  it("gives Stripe only a real customer id, else the email to create one from", () => {
    const email = "buyer@example.test";
    expect(checkoutCustomerParams({ email, stripeCustomerId: "cus_Nabc123" })).toEqual({ customer: "cus_Nabc123" });
    expect(checkoutCustomerParams({ email, stripeCustomerId: "test_cus_0123abcd" })).toEqual({ customer_email: email, customer_creation: "always" });
    expect(checkoutCustomerParams({ email, stripeCustomerId: null })).toEqual({ customer_email: email, customer_creation: "always" });
    // Stripe refuses customer_creation for a subscription, which always makes a customer.
    expect(checkoutCustomerParams({ email, stripeCustomerId: null }, "subscription")).toEqual({ customer_email: email });
    expect(checkoutCustomerParams({ email, stripeCustomerId: "cus_Nabc123" }, "subscription")).toEqual({ customer: "cus_Nabc123" });
  });
});
