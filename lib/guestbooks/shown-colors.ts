// The colours guests actually see on a guestbook's cover and button: hosts pick colours freely, so an
// unreadable pair is swapped for black or white (lib/colors/contrast.ts). One rule for the guests' page,
// the wizard's miniature of it and the link-preview picture. Safe to import in client components.
import { darken, readableOn } from "@/lib/colors/contrast";
import type { TGuestbookLook } from "@/lib/validation/guestbooks";

/** The black layer over the cover; keep in step with .overlay in Cover.module.css. */
export const COVER_OVERLAY_OPACITY = 0.45;
// The title is large text (WCAG 3:1); button labels are normal text (4.5:1).
const TITLE_MIN_CONTRAST = 3;
const BUTTON_MIN_CONTRAST = 4.5;

type TColorLook = Pick<TGuestbookLook, "themeColor" | "showOverlay" | "titleColor">;

/** Over a photo the overlay carries the contrast; over a solid colour it can be checked exactly. */
export function shownTitleColor(look: TColorLook): string {
  if (!look.themeColor) return look.titleColor;
  const background = look.showOverlay ? darken(look.themeColor, COVER_OVERLAY_OPACITY) : look.themeColor;
  return readableOn(background, look.titleColor, TITLE_MIN_CONTRAST);
}

export function shownButtonTextColor(look: Pick<TGuestbookLook, "buttonColor" | "buttonTextColor">): string {
  return readableOn(look.buttonColor, look.buttonTextColor, BUTTON_MIN_CONTRAST);
}
