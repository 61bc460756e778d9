import { ZQrSettings } from "@/lib/validation/qr";
import { DEFAULT_QR_SETTINGS, QR_CUSTOM_TEXT_TOO_LONG, QR_DEFAULT_TEXT, QR_LISTEN_TEXT, QR_PALETTE, withQrDefaults } from "./settings";

describe("QR_PALETTE", () => {
  it("offers 28 distinct #rrggbb swatches, each with a name for screen readers", () => {
    expect(QR_PALETTE).toHaveLength(28);
    expect(new Set(QR_PALETTE.map((swatch) => swatch.hex)).size).toBe(28);
    for (const swatch of QR_PALETTE) {
      expect(swatch.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(swatch.name.trim()).not.toBe("");
    }
  });
});

describe("withQrDefaults", () => {
  it("starts from the defaults with the page's own text", () => {
    expect(withQrDefaults()).toEqual({ ...DEFAULT_QR_SETTINGS, customText: QR_DEFAULT_TEXT });
    expect(withQrDefaults({}, QR_LISTEN_TEXT).customText).toBe("SCAN TO LISTEN");
  });

  it("keeps saved choices, including saved text over the page's text", () => {
    const settings = withQrDefaults({ shape: "square", customText: "Our wedding" }, QR_LISTEN_TEXT);
    expect(settings.shape).toBe("square");
    expect(settings.customText).toBe("Our wedding");
    expect(settings.showLogo).toBe(DEFAULT_QR_SETTINGS.showLogo);
  });
});

describe("ZQrSettings", () => {
  const valid = withQrDefaults();

  it("accepts the defaults", () => {
    expect(ZQrSettings.parse(valid)).toEqual(valid);
  });

  it("allows 90 characters of custom text and refuses 91", () => {
    expect(ZQrSettings.safeParse({ ...valid, customText: "x".repeat(90) }).success).toBe(true);
    const tooLong = ZQrSettings.safeParse({ ...valid, customText: "x".repeat(91) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ["customText"], message: QR_CUSTOM_TEXT_TOO_LONG });
  });

  it("allows empty custom text (the code is then drawn without text)", () => {
    expect(ZQrSettings.safeParse({ ...valid, customText: "" }).success).toBe(true);
  });

  it("takes colours only as #rrggbb, stored in lower case", () => {
    expect(ZQrSettings.parse({ ...valid, qrColor: "#1E3A8A" }).qrColor).toBe("#1e3a8a");
    for (const colour of ["#fff", "black", "#12345g", "#1234567", "rgb(0,0,0)", ""]) {
      expect(ZQrSettings.safeParse({ ...valid, backgroundColor: colour }).success).toBe(false);
    }
  });

  it("refuses unknown shapes and text sizes, and missing fields", () => {
    expect(ZQrSettings.safeParse({ ...valid, shape: "hexagon" }).success).toBe(false);
    expect(ZQrSettings.safeParse({ ...valid, textSize: "xxl" }).success).toBe(false);
    const { showLogo: _omitted, ...missingLogo } = valid;
    expect(ZQrSettings.safeParse(missingLogo).success).toBe(false);
  });
});
