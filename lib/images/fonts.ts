import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, type Font } from "opentype.js";

export type InterWeight = 400 | 700;

const loaded = new Map<InterWeight, Font>();
const fallbacks = new WeakMap<Font, Font[]>();
const weights = new WeakMap<Font, InterWeight>();

// Read from the project root at run time rather than require.resolve: the Next server bundle turns
// require.resolve into a module id, while the project root is the working directory under Jest and `next start`.
function interFile(subset: "latin" | "latin-ext", weight: InterWeight): string {
  return path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files", `inter-${subset}-${weight}-normal.woff`);
}

// Shipped with the app so text renders identically on servers without any system fonts.
export function getInterFont(weight: InterWeight): Font {
  let font = loaded.get(weight);
  if (!font) {
    font = parse(readFileSync(interFile("latin", weight)));
    // Names such as Dvořák, Łukasz or Ştefan take their letters from the latin-ext subset.
    fallbacks.set(font, [parse(readFileSync(interFile("latin-ext", weight)))]);
    loaded.set(weight, font);
    weights.set(font, weight);
  }
  return font;
}

/** The weight `font` was loaded at (400 for a font not from getInterFont). */
export function interWeightOf(font: Font): InterWeight {
  return weights.get(font) ?? 400;
}

/** The fonts a text drawn in `font` takes the letters `font` lacks from (none for other fonts). */
export function fallbackFonts(font: Font): readonly Font[] {
  return fallbacks.get(font) ?? [];
}
