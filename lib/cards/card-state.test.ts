import { cardAvailability, cardDownloadName, foreverHostingIcon } from "@/lib/cards/card-state";

describe("cardAvailability", () => {
  const card = { isActive: true, hostingEnded: false };
  it("plays an active card inside its hosting year", () => {
    expect(cardAvailability(card)).toBe("playable");
  });
  it("says inactive when the owner switched it off", () => {
    expect(cardAvailability({ ...card, isActive: false })).toBe("inactive");
  });
  it("says hosting ended once the year is over, even for an inactive card", () => {
    expect(cardAvailability({ ...card, hostingEnded: true })).toBe("hosting_ended");
    expect(cardAvailability({ isActive: false, hostingEnded: true })).toBe("hosting_ended");
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
