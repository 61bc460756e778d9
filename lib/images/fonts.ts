import { readFileSync } from "node:fs";
import path from "node:path";
import { parse, type Font } from "opentype.js";

export type InterWeight = 400 | 700;

const loaded = new Map<InterWeight, Font>();

// Read from the project root at run time rather than require.resolve: the Next server bundle turns
// require.resolve into a module id, while the project root is the working directory under Jest and `next start`.
function interFile(weight: InterWeight): string {
  return path.join(process.cwd(), "node_modules", "@fontsource", "inter", "files", `inter-latin-${weight}-normal.woff`);
}

// Shipped with the app so text renders identically on servers without any system fonts.
export function getInterFont(weight: InterWeight): Font {
  let font = loaded.get(weight);
  if (!font) {
    font = parse(readFileSync(interFile(weight)));
    loaded.set(weight, font);
  }
  return font;
}
