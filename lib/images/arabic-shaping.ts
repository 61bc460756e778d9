// Arabic for the pictures drawn as outlines (text-paths): Inter holds no Arabic letters, and opentype.js
// places glyphs one by one, without joining letters or placing their dots. A cluster of Arabic letters is
// shaped by fontkit (the shaper pdf-lib prints with) in Noto Sans Arabic, from @fontsource like Inter:
// joined forms, ligatures (lam-alef) and marks positioned by the font's GPOS, glyphs in visual order.
import { readFileSync } from "node:fs";
import path from "node:path";
import fontkit, { type Font as TFontkitFont } from "@pdf-lib/fontkit";
import type { PathCommand } from "opentype.js";
import regeneratorRuntime from "regenerator-runtime";
import type { InterWeight } from "./fonts";

// @pdf-lib/fontkit's shapers were compiled expecting a global regeneratorRuntime (as print-fonts.ts notes).
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= regeneratorRuntime;

/** What starts a cluster shaped together: an Arabic letter. */
export const ARABIC_LETTER = /^(?=\p{Script=Arabic})[\p{L}\p{M}]$/u;
/** What a started cluster goes on with: marks (harakat), tatweel and joiners. */
export const ARABIC_CONTINUING = /^[\p{M}\u0640\u200c\u200d]$/u;
/** Any character Noto Sans Arabic draws in Inter's place (Arabic-Indic digits, the Arabic comma). */
export const ARABIC_SCRIPT = /^\p{Script_Extensions=Arabic}$/u;

type TFontkitCommand = { command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath"; args: number[] };

const fonts = new Map<InterWeight, TFontkitFont>();

function arabicFont(weight: InterWeight): TFontkitFont {
  let font = fonts.get(weight);
  if (!font) {
    // From the project root at run time, as fonts.ts reads Inter.
    const file = path.join(process.cwd(), "node_modules", "@fontsource", "noto-sans-arabic", "files", `noto-sans-arabic-arabic-${weight}-normal.woff`);
    font = fontkit.create(readFileSync(file));
    fonts.set(weight, font);
  }
  return font;
}

export type TShapedArabic = {
  /** Advance width, in em. */
  advance: number;
  /** The outlines with the pen at (x, baseline), at fontSize pixels to the em, y growing downwards. */
  commands(x: number, baseline: number, fontSize: number): PathCommand[];
};

/** Text in Noto Sans Arabic, shaped by fontkit, glyphs left to right as they are seen. */
export function shapeArabic(text: string, weight: InterWeight): TShapedArabic {
  const font = arabicFont(weight);
  const run = font.layout(text);
  const em = font.unitsPerEm;
  return {
    advance: run.positions.reduce((sum, position) => sum + position.xAdvance, 0) / em,
    commands(x, baseline, fontSize) {
      const scale = fontSize / em;
      const out: PathCommand[] = [];
      let pen = 0;
      run.glyphs.forEach((glyph, index) => {
        const { xAdvance, xOffset, yOffset } = run.positions[index];
        const point = (px: number, py: number) => ({ x: x + (pen + xOffset + px) * scale, y: baseline - (yOffset + py) * scale });
        for (const { command, args } of (glyph.path as unknown as { commands: TFontkitCommand[] }).commands) {
          if (command === "closePath") out.push({ type: "Z" });
          else if (command === "moveTo" || command === "lineTo") out.push({ type: command === "moveTo" ? "M" : "L", ...point(args[0], args[1]) });
          else if (command === "quadraticCurveTo") {
            const control = point(args[0], args[1]);
            out.push({ type: "Q", x1: control.x, y1: control.y, ...point(args[2], args[3]) });
          } else {
            const [first, second] = [point(args[0], args[1]), point(args[2], args[3])];
            out.push({ type: "C", x1: first.x, y1: first.y, x2: second.x, y2: second.y, ...point(args[4], args[5]) });
          }
        }
        pen += xAdvance;
      });
      return out;
    },
  };
}
