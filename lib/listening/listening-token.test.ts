import { hashListeningToken, newListeningToken, openListeningToken } from "./listening-token";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("listening tokens", () => {
  it("are 43 url-safe characters, found by their HMAC and opened only for their own guestbook", () => {
    const made = newListeningToken("gb1", SECRET);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.tokenHash).toBe(hashListeningToken(made.token, SECRET));
    expect(made.tokenSealed).not.toContain(made.token);
    expect(openListeningToken("gb1", made.tokenSealed, SECRET)).toBe(made.token);
    expect(openListeningToken("gb2", made.tokenSealed, SECRET)).toBeNull();
    expect(openListeningToken("gb1", made.tokenSealed, `${SECRET}x`)).toBeNull();
    expect(openListeningToken("gb1", "v1.bad", SECRET)).toBeNull();
  });

  it("never repeat", () => {
    expect(newListeningToken("gb1", SECRET).token).not.toBe(newListeningToken("gb1", SECRET).token);
  });
});
