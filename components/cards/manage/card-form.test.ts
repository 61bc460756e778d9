import type { TCardJson } from "@/lib/validation/cards";
import { ZManageCardForm, changedFields, fileBaseName, formFromCard, formatLength, hostingLabel } from "./card-form";

const card: TCardJson = {
  messageId: "m1",
  _id: "m1",
  name: "Grandma's 90th",
  title: "-Be Heard. Be Remembered.",
  subtitle: "A voice to remember.",
  message: "Play it now and download it to make it last forever!",
  coverImageUrl: "/gb_bg.svg",
  coverImagePhotographer: null,
  coverImageUnsplashUrl: null,
  buttonColor: "#fcd300",
  buttonTextColor: "#000000",
  titleColor: "#ffffff",
  subtitleColor: "#666666",
  showOverlay: true,
  allowDownload: true,
  foreverHostingEnabled: true,
  foreverHosted: false,
  isActive: true,
  hostedUntil: "2027-03-01T10:00:00.000Z",
  hostingEnded: false,
  audioUrl: "/api/personal-messages/m1/audio",
  mp3Url: "/api/personal-messages/m1/mp3",
  durationMs: 65_400,
  audioStatus: "ready",
  createdAt: "2026-03-01T10:00:00.000Z",
  messageUrl: "http://localhost:3000/personal-message/m1",
};

describe("the manage page's form", () => {
  it("starts from the stored card with nothing to save", () => {
    expect(changedFields(card, formFromCard(card))).toEqual({});
  });

  it("sends only the fields that differ, trimmed", () => {
    const form = { ...formFromCard(card), name: "  Grandma  ", allowDownload: false, buttonColor: "#123456" };
    expect(changedFields(card, form)).toEqual({ name: "Grandma", allowDownload: false, buttonColor: "#123456" });
  });

  it("a change back to the stored value is no change (Save Changes hides again)", () => {
    const form = { ...formFromCard(card), title: `${card.title} ` };
    expect(changedFields(card, form)).toEqual({});
  });

  it("validates with the contract's look rules: #rrggbb colours, a name", () => {
    expect(ZManageCardForm.safeParse(formFromCard(card)).success).toBe(true);
    expect(ZManageCardForm.safeParse({ ...formFromCard(card), titleColor: "red" }).success).toBe(false);
    expect(ZManageCardForm.safeParse({ ...formFromCard(card), name: "   " }).success).toBe(false);
  });
});

describe("what the details block shows", () => {
  it("hosting: until the date, or Forever", () => {
    expect(hostingLabel(card)).toBe("Until Mar 1, 2027");
    expect(hostingLabel({ ...card, foreverHosted: true, hostedUntil: null })).toBe("Forever");
  });

  it("length as m:ss, or processing before it is measured", () => {
    expect(formatLength(65_400)).toBe("1:05");
    expect(formatLength(null)).toBe("Processing…");
  });

  it("file names keep the card's name, without characters file systems refuse", () => {
    expect(fileBaseName("Grandma's 90th")).toBe("Grandma's 90th");
    expect(fileBaseName('a/b:c*"d')).toBe("a-b-c-d");
    expect(fileBaseName("///")).toBe("-");
    expect(fileBaseName("   ")).toBe("audio-card");
  });
});
