jest.mock("@/lib/env", () => ({ getEnv: () => ({ authSecret: "server-secret-for-tests-0123456789abcdef", APP_URL: "https://echobook.example" }) }));

import { newRecorderToken, readRecorderCookie, recorderCookieHeader, recorderCookieMatches, recorderCookieName } from "./recorder-cookie";

describe("the recorder cookie", () => {
  it("verifies for its card and the token the card stores, and nothing else", () => {
    const { cookieValue, tokenHash } = newRecorderToken("card-1");
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(recorderCookieMatches("card-1", cookieValue, tokenHash)).toBe(true);
    // Another card, a replaced token, no cookie, a tampered token or signature.
    expect(recorderCookieMatches("card-2", cookieValue, tokenHash)).toBe(false);
    expect(recorderCookieMatches("card-1", cookieValue, newRecorderToken("card-1").tokenHash)).toBe(false);
    expect(recorderCookieMatches("card-1", undefined, tokenHash)).toBe(false);
    expect(recorderCookieMatches("card-1", cookieValue, null)).toBe(false);
    const [token, signature] = cookieValue.split(".");
    expect(recorderCookieMatches("card-1", `${token}x.${signature}`, tokenHash)).toBe(false);
    expect(recorderCookieMatches("card-1", `${token}.${signature.slice(1)}`, tokenHash)).toBe(false);
    expect(recorderCookieMatches("card-1", token, tokenHash)).toBe(false);
  });

  it("a card's token signed under another secret does not verify", () => {
    const { cookieValue, tokenHash } = newRecorderToken("card-1", "another-server-secret-0123456789abcdef");
    expect(recorderCookieMatches("card-1", cookieValue, tokenHash)).toBe(false);
  });

  it("is httpOnly, SameSite=Strict, Secure on https, named after its card, and cleared with Max-Age=0", () => {
    const header = recorderCookieHeader("card-1", "value");
    expect(header).toMatch(/^eb_pro_rec_card-1=value; Path=\/api; Max-Age=2592000; HttpOnly; SameSite=Strict; Secure$/);
    expect(recorderCookieHeader("card-1", null)).toContain("eb_pro_rec_card-1=; Path=/api; Max-Age=0;");
    const cookies = new Map([[recorderCookieName("card-1"), { value: "v1" }]]);
    expect(readRecorderCookie({ cookies }, "card-1")).toBe("v1");
    expect(readRecorderCookie({ cookies }, "card-2")).toBeUndefined();
  });
});
