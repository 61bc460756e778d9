import { cardAvailability, cardDownloadName, foreverHostingIcon, hostedUntilOf, HOSTING_YEAR_MS } from "./card-state";

const created = new Date("2026-01-10T12:00:00Z");
const lapse = new Date(created.getTime() + HOSTING_YEAR_MS).toISOString();

describe("hostedUntilOf", () => {
  it("is one year after creation without Forever Hosting", () => {
    expect(hostedUntilOf({ createdAt: created, foreverHosted: false })).toBe("2027-01-10T12:00:00.000Z");
  });
  it("is null with Forever Hosting", () => {
    expect(hostedUntilOf({ createdAt: created, foreverHosted: true })).toBeNull();
  });
});

describe("cardAvailability", () => {
  const card = { isActive: true, foreverHosted: false, hostedUntil: lapse };
  it("plays an active card inside its hosting year", () => {
    expect(cardAvailability(card, new Date("2026-06-01T00:00:00Z"))).toBe("playable");
  });
  it("says inactive when the owner switched it off", () => {
    expect(cardAvailability({ ...card, isActive: false }, new Date("2026-06-01T00:00:00Z"))).toBe("inactive");
  });
  it("ends hosting at the lapse moment, even for an inactive card", () => {
    expect(cardAvailability(card, new Date(lapse))).toBe("hosting_ended");
    expect(cardAvailability({ ...card, isActive: false }, new Date("2028-01-01T00:00:00Z"))).toBe("hosting_ended");
  });
  it("never lapses with Forever Hosting, whatever date is stored", () => {
    expect(cardAvailability({ ...card, foreverHosted: true }, new Date("2040-01-01T00:00:00Z"))).toBe("playable");
  });
  it("never lapses without a date", () => {
    expect(cardAvailability({ ...card, hostedUntil: null }, new Date("2040-01-01T00:00:00Z"))).toBe("playable");
  });
});

describe("foreverHostingIcon", () => {
  it("is gold once bought, even when the offer is switched off", () => {
    expect(foreverHostingIcon({ foreverHosted: true, foreverHostingEnabled: false })).toBe("gold");
  });
  it("offers it when enabled and not bought", () => {
    expect(foreverHostingIcon({ foreverHosted: false, foreverHostingEnabled: true })).toBe("offer");
  });
  it("shows nothing when the owner turned the offer off", () => {
    expect(foreverHostingIcon({ foreverHosted: false, foreverHostingEnabled: false })).toBe("none");
  });
});

describe("cardDownloadName", () => {
  it("names the file after the card", () => {
    expect(cardDownloadName("Mum's 60th")).toBe("Mum's 60th.mp3");
  });
  it("drops characters file systems refuse", () => {
    expect(cardDownloadName('a/b\\c:d*e?"f<g>h|i')).toBe("a b c d e f g h i.mp3");
  });
  it("falls back when nothing is left", () => {
    expect(cardDownloadName("  ///  ")).toBe("Audio card.mp3");
  });
});
