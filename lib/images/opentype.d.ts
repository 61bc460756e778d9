// opentype.js 2.0 ships no types; this covers only the calls lib/images makes.
declare module "opentype.js" {
  export type PathCommand =
    | { type: "M" | "L"; x: number; y: number }
    | { type: "Q"; x1: number; y1: number; x: number; y: number }
    | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: "Z" };

  export interface Path {
    commands: PathCommand[];
  }

  export interface Glyph {
    index: number;
    advanceWidth?: number;
    getPath(x: number, y: number, fontSize: number): Path;
    getMetrics(): { xMin: number; xMax: number; yMin: number; yMax: number };
  }

  export interface Font {
    unitsPerEm: number;
    ascender: number;
    tables: { os2?: { sCapHeight?: number } };
    charToGlyph(char: string): Glyph;
    getKerningValue(left: Glyph, right: Glyph): number;
  }

  export function parse(buffer: ArrayBuffer | Uint8Array): Font;
}
