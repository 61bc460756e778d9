// GET /api/guestbooks/{id}/sign.pdf's query (issue 50): the paper, a folded tent card on the big papers, and
// the code's look from the QR designer.
import { z } from "zod";
import { QR_SHAPES } from "@/lib/qr/settings";

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
  shape: "Choose a code shape: circle or square.",
  flag: "Use 1 to show it or 0 to leave it off.",
  colour: "A colour is six hexadecimal digits without #, like fcd300.",
  gradient: "A gradient is two colours of six hexadecimal digits, like 1e3a8a-7c3aed.",
} as const;

const ZHex = z.string().regex(/^[0-9a-f]{6}$/i, { message: SIGN_ERRORS.colour });
const ZFlag = z.enum(["0", "1"], { message: SIGN_ERRORS.flag });

export const ZSignQuery = z
  .object({
    size: z.enum(SIGN_SIZES, { message: SIGN_ERRORS.size }).default("a5"),
    layout: z.enum(SIGN_LAYOUTS, { message: SIGN_ERRORS.layout }).default("flat"),
    // The QR designer's look (lib/qr/qr-look.ts): what the host chose under Show QR Code.
    shape: z.enum(QR_SHAPES, { message: SIGN_ERRORS.shape }).optional(),
    border: ZFlag.optional(),
    logo: ZFlag.optional(),
    color: ZHex.optional(),
    background: ZHex.optional(),
    borderColor: ZHex.optional(),
    gradient: z
      .string()
      .regex(/^[0-9a-f]{6}-[0-9a-f]{6}$/i, { message: SIGN_ERRORS.gradient })
      .optional(),
  })
  .refine((query) => query.layout !== "tent" || TENT_SIZES.includes(query.size), { path: ["layout"], message: SIGN_ERRORS.tent });
