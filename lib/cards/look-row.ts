// A card's look and hosting options live in their own table, CardLook, one row per card of either kind
// (docs/decisions/cards.md, "One look table"). This is where the server writes them for both kinds: the
// row a new card gets (its kind's defaults, set here and not by the database) and how a change is split
// between the card and its look; and the check that a card read with its look (CARD_INCLUDE,
// lib/cards/card-json.ts) has one. lib/cards/look.ts is the browser's side of a look.
import "server-only";
import type { CardLook } from "@/lib/generated/prisma/client";
import { pickFields } from "@/lib/validation/pick-fields";
import { CARD_DEFAULT_LOOK } from "@/lib/constants/cards";
import { PRO_CARD_DEFAULT_LOOK } from "@/lib/constants/pro-cards";

/** The columns of a look: everything but its key and its card. */
type TLookValues = Omit<CardLook, "id" | "personalMessageId" | "proAudioMessageId">;

const LOOK_COLUMNS = [
  "title",
  "subtitle",
  "message",
  "coverImageUrl",
  "coverImagePhotographer",
  "coverImageUnsplashUrl",
  "buttonColor",
  "buttonTextColor",
  "titleColor",
  "subtitleColor",
  "coverTitleColor",
  "showOverlay",
  "allowDownload",
  "foreverHostingEnabled",
  "foreverHosted",
] as const satisfies readonly (keyof TLookValues)[];

/**
 * The card with its look (read with `include` or `select` of `look`), which every card has: created with
 * it, deleted with it. A card without one is a broken row, answered as an internal error.
 */
export function requireLook<T extends { id: string; look: object | null }>(card: T): T & { look: NonNullable<T["look"]> } {
  if (!card.look) throw new Error(`Card ${card.id} has no CardLook row`);
  return card as T & { look: NonNullable<T["look"]> };
}

/** A pro card's cover title colour, which every pro look has (the table's CHECK). */
export function proCoverTitleColor(look: CardLook): string {
  if (look.coverTitleColor === null) throw new Error(`The look of pro card ${look.proAudioMessageId} has no coverTitleColor`);
  return look.coverTitleColor;
}

/**
 * A look's values as a card's own fields (card.json in the account export keeps them among the card's):
 * a standard card's without the cover title colour it does not have.
 */
export function lookFields(look: CardLook): Partial<TLookValues> {
  const { coverTitleColor, ...values } = pickFields(look, LOOK_COLUMNS);
  return look.proAudioMessageId === null ? values : { ...values, coverTitleColor };
}

/** Hosting options a new card of either kind starts with. */
const NEW_CARD_HOSTING = { allowDownload: true, foreverHostingEnabled: true, foreverHosted: false };

/**
 * A new card's look, by kind: spec 002's defaults (lib/cards/defaults.ts, lib/pro-cards/defaults.ts), the
 * given values over them. A standard card has no cover title colour: it draws the title over its cover
 * with titleColor.
 */
const NEW_LOOK: Record<"personal" | "pro", TLookValues> = {
  personal: { ...CARD_DEFAULT_LOOK, coverTitleColor: null, ...NEW_CARD_HOSTING },
  pro: { ...PRO_CARD_DEFAULT_LOOK, ...NEW_CARD_HOSTING },
};

export function newLookValues(kind: "personal" | "pro", given: Partial<TLookValues> = {}): TLookValues {
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<TLookValues>;
  return pickFields({ ...NEW_LOOK[kind], ...defined }, LOOK_COLUMNS);
}

/**
 * A change to a card split in two, for `data` of a card's update: what is the card's own, and the nested
 * update of its look (absent when the change touches no look column). A change to the look is a change
 * to the card: its updatedAt moves, as when the look was the card's own columns.
 */
export function withLookChanges<T extends object>(changes: T): Omit<T, keyof TLookValues> & { look?: { update: Partial<TLookValues> }; updatedAt?: Date } {
  const card: Record<string, unknown> = {};
  const look: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    ((LOOK_COLUMNS as readonly string[]).includes(key) ? look : card)[key] = value;
  }
  const own = card as Omit<T, keyof TLookValues>;
  return Object.keys(look).length ? { ...own, look: { update: look }, updatedAt: new Date() } : own;
}
