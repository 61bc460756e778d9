jest.mock("@/lib/db/client", () => ({ db: {} }));
import { paymentModeOf } from "./stripe";

const base = { STRIPE_SECRET_KEY: undefined, PAYMENTS_MODE: undefined, NODE_ENV: "production" as const, APP_URL: "https://echobook.example" };

describe("paymentModeOf", () => {
  it("uses Stripe whenever a key is set", () => {
    expect(paymentModeOf({ ...base, STRIPE_SECRET_KEY: "sk_live_x" })).toBe("stripe");
    expect(paymentModeOf({ ...base, STRIPE_SECRET_KEY: "sk_test_x", PAYMENTS_MODE: "test" })).toBe("stripe");
  });

  it("is off for a real deployment without a key: nothing can be bought for free", () => {
    expect(paymentModeOf(base)).toBe("off");
    expect(paymentModeOf({ ...base, APP_URL: "http://10.0.0.5:3000" })).toBe("off");
    expect(paymentModeOf({ ...base, APP_URL: "https://localhost.evil.example" })).toBe("off");
    expect(paymentModeOf({ ...base, PAYMENTS_MODE: "" })).toBe("off");
  });

  it("runs the local test payments for npm run dev, an address on this machine, or when asked for", () => {
    expect(paymentModeOf({ ...base, NODE_ENV: "development" })).toBe("test");
    for (const url of ["http://localhost:3000", "http://127.0.0.1:3100", "http://[::1]:3000", "http://app.localhost:3000"]) {
      expect(paymentModeOf({ ...base, APP_URL: url })).toBe("test");
    }
    expect(paymentModeOf({ ...base, PAYMENTS_MODE: "test" })).toBe("test");
  });
});
