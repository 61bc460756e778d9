// GET /api/guestbooks/{id}/sign.pdf's query (issue 50): the paper, and a folded tent card on the big papers.
import { z } from "zod";

export const SIGN_SIZES = ["a6", "a5", "a4", "letter", "4x6"] as const;
export type TSignSize = (typeof SIGN_SIZES)[number];
export const SIGN_LAYOUTS = ["flat", "tent"] as const;
export type TSignLayout = (typeof SIGN_LAYOUTS)[number];
/** The papers a tent card folds from: two faces of half a page each. */
export const TENT_SIZES: readonly TSignSize[] = ["a4", "letter"];

export const SIGN_ERRORS = {
  size: "Choose a sign size: a6, a5, a4, letter or 4x6.",
  layout: "Choose a sign layout: flat or tent.",
  tent: "A tent card is folded from A4 or Letter paper: choose size a4 or letter.",
} as const;

export const ZSignQuery = z
  .object({
    size: z.enum(SIGN_SIZES, { message: SIGN_ERRORS.size }).default("a5"),
    layout: z.enum(SIGN_LAYOUTS, { message: SIGN_ERRORS.layout }).default("flat"),
  })
  .refine((query) => query.layout !== "tent" || TENT_SIZES.includes(query.size), { path: ["layout"], message: SIGN_ERRORS.tent });
