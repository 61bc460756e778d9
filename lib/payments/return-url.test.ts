import { ApiError } from "@/lib/http/errors";
import { sameOriginPath, stripeSuccessUrl, withSessionId } from "./return-url";

const app = "http://localhost:3400";

describe("sameOriginPath", () => {
  it("keeps a path or an absolute URL of this site as a path", () => {
    expect(sameOriginPath("/payment-success", app)).toBe("/payment-success");
    expect(sameOriginPath("http://localhost:3400/create-guestbook?step=3#x", app)).toBe("/create-guestbook?step=3#x");
    expect(sameOriginPath("/payment-success?session_id={CHECKOUT_SESSION_ID}", app)).toBe("/payment-success?session_id={CHECKOUT_SESSION_ID}");
  });

  it.each(["https://evil.example/pay", "//evil.example/pay", "/\\evil.example", "http://localhost:3401/x", "javascript:alert(1)"])("refuses %s", (value) => {
    expect(() => sameOriginPath(value, app)).toThrow(ApiError);
  });
});

describe("sameOriginPath with the browser's own origin", () => {
  const origins = [app, "http://127.0.0.1:3400"];

  it("accepts an address on APP_URL or on the origin the browser is on", () => {
    expect(sameOriginPath("http://127.0.0.1:3400/payment-success", origins)).toBe("/payment-success");
    expect(sameOriginPath("http://localhost:3400/payment-success", origins)).toBe("/payment-success");
  });

  it("still refuses any other origin", () => {
    expect(() => sameOriginPath("http://127.0.0.1:3401/payment-success", origins)).toThrow("Return addresses must be pages of this site.");
    expect(() => sameOriginPath("http://127.0.0.1:3400/payment-success", app)).toThrow("Return addresses must be pages of this site.");
  });
});

describe("session ids in return URLs", () => {
  it("fills the placeholder, or adds session_id", () => {
    expect(withSessionId("/payment-success?session_id={CHECKOUT_SESSION_ID}", "abc")).toBe("/payment-success?session_id=abc");
    expect(withSessionId("/payment-success?x=1", "abc")).toBe("/payment-success?x=1&session_id=abc");
  });

  it("leaves Stripe's placeholder literal in the absolute URL it gets", () => {
    expect(stripeSuccessUrl("/payment-success", app)).toBe("http://localhost:3400/payment-success?session_id={CHECKOUT_SESSION_ID}");
    expect(stripeSuccessUrl("/done?session_id={CHECKOUT_SESSION_ID}", app)).toBe("http://localhost:3400/done?session_id={CHECKOUT_SESSION_ID}");
  });
});
