import { postAuthDestination, safeCallbackPath } from "./post-auth-destination";

describe("safeCallbackPath", () => {
  it("accepts a path on this site, with its query", () => {
    expect(safeCallbackPath("/dashboard?tab=settings")).toBe("/dashboard?tab=settings");
  });

  it.each([
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash trick", "/\\evil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a javascript URL", "javascript:alert(1)"],
    ["a relative path without slash", "dashboard"],
    ["a control character", "/\tevil"],
    ["an empty value", ""],
  ])("rejects %s", (_label, value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });
});

describe("postAuthDestination", () => {
  it("restores a pending guestbook draft first", () => {
    expect(postAuthDestination({ hasPendingGuestbook: true, callbackUrl: "/dashboard?tab=settings" })).toBe("/create-guestbook?restore=true");
  });

  it("returns to a safe callback URL", () => {
    expect(postAuthDestination({ hasPendingGuestbook: false, callbackUrl: "/dashboard?tab=settings" })).toBe("/dashboard?tab=settings");
  });

  it("goes to the dashboard without a callback or with an unsafe one", () => {
    expect(postAuthDestination({ hasPendingGuestbook: false })).toBe("/dashboard");
    expect(postAuthDestination({ hasPendingGuestbook: false, callbackUrl: "//evil.example" })).toBe("/dashboard");
  });
});
