import { isBareRoute } from "./bare-routes";

describe("isBareRoute", () => {
  it.each(["/gate", "/live-guestbook/abc123", "/personal-message/msg_1", "/audio/xyz"])("hides the site chrome on %s", (path) => {
    expect(isBareRoute(path)).toBe(true);
  });

  it.each(["/", "/personal-message", "/personal-message/", "/dashboard", "/gateway", "/message/abc", "/audio"])(
    "keeps the site chrome on %s",
    (path) => {
      expect(isBareRoute(path)).toBe(false);
    },
  );
});
