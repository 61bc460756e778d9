import { ZQrSettings } from "@/lib/validation/qr";
import {
  DEFAULT_QR_SETTINGS,
  QR_CARD_MODAL_SIZE,
  QR_CUSTOM_TEXT_MAX_LENGTH,
  QR_CUSTOM_TEXT_TOO_LONG,
  QR_DEFAULT_TEXT,
  QR_LISTEN_TEXT,
  qrListenText,
  withQrDefaults,
} from "./settings";

describe("qrListenText", () => {
  it("labels a card's code 'SCAN TO LISTEN' with the site's address (spec 002), within the code's text limit", () => {
    const text = qrListenText("https://echobook.example/audio/abc123");
    expect(text).toBe("SCAN TO LISTEN · echobook.example");
    expect(text.length).toBeLessThanOrEqual(QR_CUSTOM_TEXT_MAX_LENGTH);
    expect(QR_CARD_MODAL_SIZE).toBe(160);
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
