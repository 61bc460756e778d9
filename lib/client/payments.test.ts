import {
  interpretCheckoutResponse,
  PAYMENT_START_FAILED,
  PURCHASE_FAILED,
  purchaseCheckoutRequest,
  startCheckout,
  upgradeCheckoutRequest,
  UPGRADE_FAILED,
} from "./payments";

describe("checkout requests", () => {
  it("asks for a new guestbook by tier key with the temporary guestbook key", () => {
    expect(purchaseCheckoutRequest({ tierKey: "large", tempGuestbookKey: "tmp-1", origin: "https://echobook.test" })).toEqual({
      priceId: "large",
      mode: "payment",
      successUrl: "https://echobook.test/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://echobook.test/payment-cancel",
      tempGuestbookKey: "tmp-1",
    });
  });

  it("asks for an upgrade by guestbook and tier, and comes back to that guestbook when cancelled", () => {
    expect(upgradeCheckoutRequest({ guestbookId: "gb 1", newTierIdx: 2, tierKey: "large", origin: "https://echobook.test" })).toEqual({
      priceId: "large",
      mode: "payment",
      successUrl: "https://echobook.test/payment-success?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://echobook.test/payment-cancel?guestbookId=gb%201",
      upgradeType: "tier",
      guestbookId: "gb 1",
      newTierIdx: 2,
    });
  });
});

describe("checkout answers", () => {
  it("follows the answered URL, on Stripe or on this site", () => {
    expect(interpretCheckoutResponse(true, JSON.stringify({ url: "https://checkout.stripe.com/c/pay/1" }))).toEqual({
      url: "https://checkout.stripe.com/c/pay/1",
    });
    expect(interpretCheckoutResponse(true, JSON.stringify({ url: "/test-checkout/abc" }))).toEqual({ url: "/test-checkout/abc" });
  });

  it("shows the server's error, or the caller's default text", () => {
    expect(interpretCheckoutResponse(false, JSON.stringify({ error: "Failed to create checkout session" }))).toEqual({
      error: "Failed to create checkout session",
    });
    expect(interpretCheckoutResponse(false, "<!DOCTYPE html><title>404</title>")).toEqual({ error: PAYMENT_START_FAILED });
    expect(interpretCheckoutResponse(false, "", UPGRADE_FAILED)).toEqual({ error: UPGRADE_FAILED });
  });

  it("does not follow a protocol-relative or backslashed address", () => {
    expect(interpretCheckoutResponse(true, JSON.stringify({ url: "//evil.example/" }))).toEqual({ error: PAYMENT_START_FAILED });
    expect(interpretCheckoutResponse(true, JSON.stringify({ url: "/\\evil.example/" }))).toEqual({ error: PAYMENT_START_FAILED });
  });
});

describe("starting a checkout", () => {
  const texts = { fallback: PAYMENT_START_FAILED, unreachable: PURCHASE_FAILED };
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("posts the body and follows the answer", async () => {
    const calls: [string, RequestInit][] = [];
    global.fetch = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ url: "/test-checkout/abc" }), { status: 200 });
    }) as typeof fetch;
    expect(await startCheckout({ tempGuestbookKey: "k" }, texts)).toEqual({ url: "/test-checkout/abc" });
    expect(calls[0][0]).toBe("/api/stripe/create-checkout-session");
    expect(JSON.parse(String(calls[0][1].body))).toEqual({ tempGuestbookKey: "k" });
  });

  it("says the purchase failed when the server cannot be reached", async () => {
    global.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    expect(await startCheckout({}, texts)).toEqual({ error: PURCHASE_FAILED });
  });
});
