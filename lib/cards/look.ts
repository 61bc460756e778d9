// How an audio card looks (spec 002 sections 3 and 9): the one list of look fields and their defaults,
// shared by the wizard's preview, the public card page, the manage settings and the server. Pure, so
// client components import it; cards-api may move the constants into lib/cards/defaults.ts.
import { z } from "zod";
import { ZCoverImageUrl } from "@/lib/validation/guestbooks";

/** Shown when the card has no cover of its own (coverImageUrl null, or this path itself). */
export const CARD_DEFAULT_COVER_URL = "/gb_bg.svg";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Colours must be #rrggbb.");
const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

export const CARD_TEXT_LIMITS = { title: 120, subtitle: 200, message: 1000 } as const;

/** The library's covers, the user's uploads, Unsplash, or the card's own default drawing (as cards-api stores it). */
const ZCardCoverImageUrl = z
  .union([z.literal(CARD_DEFAULT_COVER_URL), ZCoverImageUrl.unwrap()], { error: "Please choose a cover image from the library or your uploads." })
  .nullable();

export const ZCardLook = z.object({
  title: text(CARD_TEXT_LIMITS.title, "Title"),
  subtitle: text(CARD_TEXT_LIMITS.subtitle, "Subtitle"),
  message: text(CARD_TEXT_LIMITS.message, "Message"),
  coverImageUrl: ZCardCoverImageUrl,
  coverImagePhotographer: text(120, "Photographer").nullable(),
  coverImageUnsplashUrl: z.string().max(2048).regex(/^https:\/\/unsplash\.com\//, "Invalid photo link.").nullable(),
  buttonColor: hexColor,
  buttonTextColor: hexColor,
  titleColor: hexColor,
  subtitleColor: hexColor,
  showOverlay: z.boolean(),
});
export type TCardLook = z.infer<typeof ZCardLook>;

export const DEFAULT_CARD_LOOK: TCardLook = {
  title: "-Be Heard. Be Remembered.",
  subtitle: "A voice to remember.",
  message: "Play it now and download it to make it last forever!",
  coverImageUrl: null,
  coverImagePhotographer: null,
  coverImageUnsplashUrl: null,
  buttonColor: "#fcd300",
  buttonTextColor: "#000000",
  titleColor: "#ffffff",
  subtitleColor: "#666666",
  showOverlay: true,
};

/** The longest voice a card holds (the spec gives none; docs/DECISIONS.md). */
export const CARD_MAX_DURATION_SECONDS = 300;

/** Whether the owner picked a cover, rather than keeping the default drawing. */
export function hasOwnCover(look: Pick<TCardLook, "coverImageUrl">): boolean {
  return look.coverImageUrl !== null && look.coverImageUrl !== CARD_DEFAULT_COVER_URL;
}
