import { DEFAULT_COVER_IMAGE_URL, DEFAULT_GUESTBOOK_TEXTS } from "@/lib/constants/guestbooks";
import type { TPublicGuestbook } from "./public-guestbook";
import {
  GUESTBOOK_PREVIEW_VERSION,
  GUESTBOOK_SHARE_DESCRIPTION,
  guestbookPreviewLook,
  guestbookPreviewVersion,
  guestbookShareDescription,
  guestbookShareHeading,
} from "./share-preview";

const guestbook: TPublicGuestbook = {
  id: "gb1",
  name: "Anna & Ben",
  title: "Our wedding",
  subtitle: "Leave us a wish",
  message: "Thanks for coming",
  showTitle: true,
  showSubtext: true,
  showMessage: true,
  showOverlay: true,
  themeColor: null,
  titleColor: "#ffffff",
  buttonColor: "#fcd300",
  buttonTextColor: "#000000",
  coverImageUrl: "/stock/birthday-kite.jpg",
  coverImagePhotographer: null,
  coverImageUnsplashUrl: null,
  maxRecordingDuration: 60,
  guestInfo: "name_email",
  allowAnonymous: false,
  language: "auto",
  state: "open",
  opensAt: null,
  closesAt: null,
  creatorLogoUrl: null,
  greeting: null,
};

const versionOf = (changes: Partial<TPublicGuestbook>) => guestbookPreviewVersion(guestbookPreviewLook({ ...guestbook, ...changes }));

describe("a guestbook's share preview", () => {
  it("is headed by the title guests see, else the name", () => {
    expect(guestbookShareHeading(guestbook)).toBe("Our wedding");
    expect(guestbookShareHeading({ ...guestbook, title: DEFAULT_GUESTBOOK_TEXTS.title })).toBe("Anna & Ben");
    expect(guestbookShareHeading({ ...guestbook, title: "  " })).toBe("Anna & Ben");
    expect(guestbookShareHeading({ ...guestbook, showTitle: false })).toBe("Anna & Ben");
  });

  it("is described by the subtext guests see, else the default", () => {
    expect(guestbookShareDescription(guestbook)).toBe("Leave us a wish");
    expect(guestbookShareDescription({ ...guestbook, showSubtext: false })).toBe(GUESTBOOK_SHARE_DESCRIPTION);
    expect(guestbookShareDescription({ ...guestbook, subtitle: "" })).toBe(GUESTBOOK_SHARE_DESCRIPTION);
  });

  it("draws a solid-colour cover without a photo, and the shown colours", () => {
    const look = guestbookPreviewLook({ ...guestbook, themeColor: "#ffffff", titleColor: "#ffffff", showOverlay: false });
    expect(look).toMatchObject({ coverImageUrl: null, coverColor: "#ffffff", overlayOpacity: 0, titleColor: "#000000" });
    expect(guestbookPreviewLook({ ...guestbook, coverImageUrl: "" }).coverImageUrl).toBe(DEFAULT_COVER_IMAGE_URL);
  });

  it("changes its version with what the picture shows, and only with that", () => {
    const base = versionOf({});
    expect(base).toMatch(GUESTBOOK_PREVIEW_VERSION);
    expect(versionOf({})).toBe(base);
    for (const change of [
      { title: "New title" },
      { coverImageUrl: "/stock/default-cover.jpg" },
      { themeColor: "#123456" },
      { showOverlay: false },
      { titleColor: "#ffe08a" },
      { buttonColor: "#2a6df4" },
      { buttonTextColor: "#333333" },
    ]) {
      expect({ change, version: versionOf(change) }).not.toEqual({ change, version: base });
    }
    // White on yellow would not read: the picture draws black, as the page does, so nothing changes.
    for (const change of [
      { buttonTextColor: "#ffffff" },
      { message: "Other words" },
      { subtitle: "Other subtext" },
      { state: "closed" as const },
      { maxRecordingDuration: 120 },
    ]) {
      expect({ change, version: versionOf(change) }).toEqual({ change, version: base });
    }
  });

  it("asks to record in the guestbook's own language, Arabic included, English for 'auto', with the address to match", () => {
    expect(guestbookPreviewLook({ ...guestbook, language: "fr" }).call).toBe("Touchez pour laisser un message vocal");
    expect(guestbookPreviewLook({ ...guestbook, language: "auto" }).call).toBe("Tap to leave a voice message");
    expect(guestbookPreviewLook({ ...guestbook, language: "ar" }).call).toBe("اضغط لترك رسالة صوتية");
    expect(versionOf({ language: "ar" })).not.toBe(versionOf({ language: "auto" }));
    expect(versionOf({ language: "fr" })).not.toBe(versionOf({ language: "auto" }));
    expect(versionOf({ language: "de" })).not.toBe(versionOf({ language: "fr" }));
    expect(versionOf({ language: "en" })).toBe(versionOf({ language: "auto" }));
  });
});
