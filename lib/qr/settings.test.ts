import { DEFAULT_QR_SETTINGS, QR_CARD_MODAL_SIZE, QR_CUSTOM_TEXT_MAX_LENGTH, QR_DEFAULT_TEXT, QR_LISTEN_TEXT, qrListenText, withQrDefaults } from "./settings";

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
