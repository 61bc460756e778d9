import { CUT, loggableUrl } from "./loggable-url";

describe("loggableUrl", () => {
  it.each([
    ["/listen/abcDEF123_-", `/listen/${CUT}`],
    ["/api/listen/abcDEF123/recordings/rec1", `/api/listen/${CUT}/recordings/rec1`],
    ["/reset-password/0123456789abcdef", `/reset-password/${CUT}`],
    ["/verify-email/0123456789abcdef?next=%2Fdashboard", `/verify-email/${CUT}?next=${CUT}`],
    ["/cohost/secret-token", `/cohost/${CUT}`],
    ["/LISTEN/secret", `/LISTEN/${CUT}`],
    ["/api/unsubscribe?token=g.abc.sig", `/api/unsubscribe?token=${CUT}`],
    ["/api/auth/callback/google?code=4%2F0Ab&state=xyz", `/api/auth/callback/google?code=${CUT}&state=${CUT}`],
    ["/listen/tok#fragment", `/listen/${CUT}`],
  ])("cuts the secret out of %s", (url, expected) => {
    const logged = loggableUrl(url);
    expect(logged).toBe(expected);
    expect(logged).not.toMatch(/abc|0123|secret|g\.abc|4%2F0Ab|xyz|tok#/);
  });

  it("leaves an address without a secret as it is", () => {
    expect(loggableUrl("/api/guestbooks/cku1/recordings")).toBe("/api/guestbooks/cku1/recordings");
    expect(loggableUrl("/listening")).toBe("/listening");
    expect(loggableUrl(undefined)).toBe("/");
  });
});
