import { ZSignQuery, SIGN_ERRORS } from "@/lib/validation/signs";
import { qrLookQuery, qrSettingsFromLook } from "./qr-look";
import { withQrDefaults } from "./settings";

describe("the QR designer's look in a sign's address", () => {
  it("writes nothing for the default look, and only what differs otherwise", () => {
    expect(qrLookQuery(withQrDefaults())).toEqual({});
    expect(qrLookQuery(withQrDefaults({ shape: "square", showLogo: false, qrColor: "#1E3A8A" }))).toEqual({ shape: "square", logo: "0", color: "1e3a8a" });
    // A gradient names both ends and replaces the plain colour; a hidden border's colour is not written.
    expect(qrLookQuery(withQrDefaults({ useGradient: true, qrColor: "#ff0000", showBorder: false, borderColor: "#00ff00" }))).toEqual({
      gradient: "1e3a8a-7c3aed",
      border: "0",
    });
  });

  it("reads back the same look the designer had, through the server's own checks", () => {
    const look = {
      shape: "square",
      showBorder: true,
      borderColor: "#16a34a",
      backgroundColor: "#fff7e0",
      useGradient: true,
      gradientStart: "#111111",
      gradientEnd: "#222222",
    } as const;
    const designed = withQrDefaults(look);
    const query = ZSignQuery.parse(qrLookQuery(designed));
    const back = qrSettingsFromLook(query);
    expect(back).toMatchObject({ ...look, showText: false });
  });

  it("refuses a colour or flag it cannot print, saying what it takes", () => {
    const refused = (query: Record<string, string>) => ZSignQuery.safeParse(query).error?.issues[0]?.message;
    expect(refused({ color: "#1e3a8a" })).toBe(SIGN_ERRORS.colour);
    expect(refused({ background: "red" })).toBe(SIGN_ERRORS.colour);
    expect(refused({ gradient: "111111" })).toBe(SIGN_ERRORS.gradient);
    expect(refused({ logo: "yes" })).toBe(SIGN_ERRORS.flag);
    expect(refused({ shape: "heart" })).toBe(SIGN_ERRORS.shape);
  });
});
