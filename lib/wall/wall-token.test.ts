import { hashListeningToken, newListeningToken } from "@/lib/listening/listening-token";
import { hashWallToken, newWallToken, openWallToken } from "./wall-token";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

describe("wall tokens", () => {
  it("are 43 url-safe characters, found by their HMAC and opened only for their own guestbook", () => {
    const made = newWallToken("gb1", SECRET);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.tokenHash).toBe(hashWallToken(made.token, SECRET));
    expect(openWallToken("gb1", made.tokenSealed, SECRET)).toBe(made.token);
    expect(openWallToken("gb2", made.tokenSealed, SECRET)).toBeNull();
  });

  it("are kept with keys of their own: a listening token's hash or seal is never a wall's", () => {
    const wall = newWallToken("gb1", SECRET);
    expect(hashListeningToken(wall.token, SECRET)).not.toBe(wall.tokenHash);
    expect(openWallToken("gb1", newListeningToken("gb1", SECRET).tokenSealed, SECRET)).toBeNull();
  });
});
