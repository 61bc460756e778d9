// How an audio card looks, for the browser's screens (the wizard's preview, the public card page): the
// look schema and limits are the API's (lib/validation/cards.ts, lib/cards/defaults.ts); this adds the
// look a new card starts with and whether a cover was chosen. Pure, so client components import it.
import { CARD_DEFAULT_COVER_IMAGE_URL, CARD_DEFAULT_LOOK, CARD_LIMITS } from "@/lib/constants/cards";
import type { TCardLook } from "@/lib/validation/cards";

export { ZCardLook, type TCardLook } from "@/lib/validation/cards";
export { CARD_MAX_DURATION_SECONDS } from "@/lib/constants/cards";

/** Shown when the card has no cover of its own (coverImageUrl null, or this path itself). */
export const CARD_DEFAULT_COVER_URL = CARD_DEFAULT_COVER_IMAGE_URL;

export const CARD_TEXT_LIMITS = { title: CARD_LIMITS.title, subtitle: CARD_LIMITS.subtitle, message: CARD_LIMITS.message } as const;

/** A new card's look in the browser: the spec's texts and colours, no cover chosen yet. */
export const DEFAULT_CARD_LOOK: TCardLook = { ...CARD_DEFAULT_LOOK, coverImageUrl: null };

/** Whether the owner picked a cover, rather than keeping the default drawing. */
export function hasOwnCover(look: Pick<TCardLook, "coverImageUrl">): boolean {
  return look.coverImageUrl !== null && look.coverImageUrl !== CARD_DEFAULT_COVER_URL;
}
