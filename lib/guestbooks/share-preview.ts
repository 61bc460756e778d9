// What a shared /live-guestbook/{id} link shows in a chat: the heading and description of its og tags and
// the look its picture is drawn from. The picture's address carries a version, a hash of that look, so a
// host's new cover, title or colours give a new address: chat apps keep previews by image URL.
import { createHash } from "node:crypto";
import { DEFAULT_COVER_IMAGE_URL, DEFAULT_GUESTBOOK_TEXTS } from "@/lib/constants/guestbooks";
import { previewCall } from "@/lib/i18n/catalogues";
import { isLanguage } from "@/lib/i18n/languages";
import type { TPublicGuestbook } from "./public-guestbook";
import { COVER_OVERLAY_OPACITY, shownButtonTextColor, shownTitleColor } from "./shown-colors";

export const GUESTBOOK_SHARE_DESCRIPTION = "Leave a voice message in this audio guestbook on Echobook. No app and no sign-up: tap, record, done.";

/** Bumped when the picture is drawn differently, so every guestbook gets a new address. */
const DRAWING_VERSION = 1;

type TShareFields = Pick<TPublicGuestbook, "name" | "title" | "showTitle" | "subtitle" | "showSubtext">;

/** The title guests see over the cover, else the name; the wizard's default title counts as none. */
export function guestbookShareHeading(guestbook: TShareFields): string {
  const title = guestbook.title.trim();
  return guestbook.showTitle && title && title !== DEFAULT_GUESTBOOK_TEXTS.title ? title : guestbook.name;
}

export function guestbookShareDescription(guestbook: TShareFields): string {
  const subtitle = guestbook.subtitle.trim();
  return guestbook.showSubtext && subtitle ? subtitle : GUESTBOOK_SHARE_DESCRIPTION;
}

export type TGuestbookPreviewLook = {
  title: string;
  /** The photo under the overlay; null for a solid-colour cover. */
  coverImageUrl: string | null;
  coverColor: string;
  overlayOpacity: number;
  titleColor: string;
  buttonColor: string;
  buttonTextColor: string;
  /** The button's words, in the guestbook's language (English for 'auto'). */
  call: string;
};

// Arabic is drawn too: shaped in Noto Sans Arabic and ordered right to left (lib/images/text-paths.ts).
function callFor(language: string): string {
  return previewCall(isLanguage(language) ? language : "en");
}

/** Text with Arabic letters, drawn as "?" before the picture shaped Arabic: its pictures get new addresses. */
const ARABIC = /\p{Script=Arabic}/u;

export function guestbookPreviewLook(guestbook: TPublicGuestbook): TGuestbookPreviewLook {
  return {
    title: guestbookShareHeading(guestbook),
    coverImageUrl: guestbook.themeColor ? null : guestbook.coverImageUrl || DEFAULT_COVER_IMAGE_URL,
    coverColor: guestbook.themeColor ?? "#141414",
    overlayOpacity: guestbook.showOverlay ? COVER_OVERLAY_OPACITY : 0,
    titleColor: shownTitleColor(guestbook),
    buttonColor: guestbook.buttonColor,
    buttonTextColor: shownButtonTextColor(guestbook),
    call: callFor(guestbook.language),
  };
}

/** 16 characters of a SHA-256 of the look: what the picture shows, and nothing else. */
export function guestbookPreviewVersion(look: TGuestbookPreviewLook): string {
  const fields = [
    DRAWING_VERSION,
    look.title,
    look.coverImageUrl,
    look.coverColor,
    look.overlayOpacity,
    look.titleColor,
    look.buttonColor,
    look.buttonTextColor,
    // Only a call other than English's counts, so the pictures drawn before languages keep their addresses.
    ...(look.call === previewCall("en") ? [] : [look.call]),
    ...(ARABIC.test(look.title) ? ["arabic-shaped"] : []),
  ];
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url").slice(0, 16);
}

export const GUESTBOOK_PREVIEW_VERSION = /^[A-Za-z0-9_-]{16}$/;

export function guestbookPreviewPath(guestbookId: string, version: string): string {
  return `/api/guestbooks/${guestbookId}/preview-image/${version}`;
}
