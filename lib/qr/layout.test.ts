import { QR_ARC_SPAN_RADIANS, QR_GLYPH_WIDTH_ALLOWANCE, QR_LOGO_MAX_WIDTH_RATIO, qrLayout, type TQrLayout } from "./layout";
import { QR_SHAPES, QR_TEXT_SIZES, withQrDefaults, type TQrSettings, type TQrTextSize } from "./settings";
import { QR_FONT_ASCENT, QR_FONT_DESCENT, splitInTwo, textWidth } from "./text-metrics";

type TPoint = { x: number; y: number };

// Separating axis test for two convex polygons: they overlap unless some edge's normal separates them.
function convexPolygonsOverlap(first: TPoint[], second: TPoint[]): boolean {
  for (const polygon of [first, second]) {
    for (let index = 0; index < polygon.length; index += 1) {
      const start = polygon[index];
      const end = polygon[(index + 1) % polygon.length];
      const normal = { x: end.y - start.y, y: start.x - end.x };
      const project = (points: TPoint[]) => points.map((point) => point.x * normal.x + point.y * normal.y);
      const [a, b] = [project(first), project(second)];
      if (Math.max(...a) <= Math.min(...b) || Math.max(...b) <= Math.min(...a)) return false;
    }
  }
  return true;
}

function rectangle(x: number, y: number, width: number, height: number): TPoint[] {
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ];
}

function rotateAbout(point: TPoint, centre: number, angle: number): TPoint {
  const [dx, dy] = [point.x - centre, point.y - centre];
  return { x: centre + dx * Math.cos(angle) - dy * Math.sin(angle), y: centre + dx * Math.sin(angle) + dy * Math.cos(angle) };
}

/** Each glyph's box as drawn: above and below its baseline, as wide as a fallback font may make it. */
function glyphBoxes(layout: TQrLayout): TPoint[][] {
  const text = layout.text;
  if (!text) return [];
  const { fontSize } = text;
  if (text.kind === "straight") {
    return text.lines.map((line) => {
      const width = textWidth(line.text, fontSize);
      return rectangle(text.centreX - width / 2, line.baselineY - QR_FONT_ASCENT * fontSize, width, (QR_FONT_ASCENT + QR_FONT_DESCENT) * fontSize);
    });
  }
  const centre = layout.size / 2;
  return text.lines.flatMap((line) =>
    line.glyphs.map((glyph) => {
      const width = glyph.advance * QR_GLYPH_WIDTH_ALLOWANCE;
      const baselineY = line.side === "top" ? centre - line.baselineRadius : centre + line.baselineRadius;
      const box = rectangle(centre - width / 2, baselineY - QR_FONT_ASCENT * fontSize, width, (QR_FONT_ASCENT + QR_FONT_DESCENT) * fontSize);
      return box.map((corner) => rotateAbout(corner, centre, glyph.angle));
    }),
  );
}

function codeBoxPolygon(layout: TQrLayout): TPoint[] {
  const { x, y, side } = layout.codeBox;
  return rectangle(x, y, side, side);
}

/** Inside the area the border encloses: the circle, or the rounded square. */
function insideShape(layout: TQrLayout, point: TPoint): boolean {
  const { size, borderWidth } = layout;
  if (layout.shape === "circle") return Math.hypot(point.x - size / 2, point.y - size / 2) <= size / 2 - borderWidth + 1e-9;
  const radius = layout.cornerRadius - borderWidth;
  const nearest = (value: number) => Math.min(Math.max(value, borderWidth + radius), size - borderWidth - radius);
  return Math.hypot(point.x - nearest(point.x), point.y - nearest(point.y)) <= radius + 1e-9;
}

const TEXTS = [
  "TAP OR SCAN",
  "SCAN TO LISTEN",
  "Thank you for celebrating with us today! Leave a message for the happy couple, love S & Jo",
  "W".repeat(90),
  "Supercalifragilisticexpialidocious-and-a-very-long-word-without-any-spaces-at-all-90-chars",
  "Joyeux anniversaire Grand-mère ! Écoutez nos vœux",
  "お誕生日おめでとう！メッセージを残してください",
  "Love you 💛🎉🎂 x",
  "i",
];
const MODULE_COUNTS = [21, 45, 61, 101];
const SIZES = [120, 200, 720];

type TLayoutCase = { label: string; moduleCount: number; layout: TQrLayout };

function everyLayout(): TLayoutCase[] {
  const layouts: TLayoutCase[] = [];
  const textChoices: [TQrTextSize, string][] = [
    ["md", ""],
    ...QR_TEXT_SIZES.flatMap((textSize) => TEXTS.map((text): [TQrTextSize, string] => [textSize, text])),
  ];
  for (const shape of QR_SHAPES) {
    for (const showBorder of [false, true]) {
      for (const [textSize, customText] of textChoices) {
        for (const size of SIZES) {
          for (const moduleCount of MODULE_COUNTS) {
            const settings = withQrDefaults({ shape, showBorder, showText: customText !== "", textSize, customText });
            const label = `${size}px ${shape} border=${showBorder} ${textSize} "${customText.slice(0, 16)}" ${moduleCount} modules`;
            layouts.push({ label, moduleCount, layout: qrLayout({ settings, size, moduleCount }) });
          }
        }
      }
    }
  }
  return layouts;
}

/** Labels of the layouts that break a rule, so one assertion reports every offender. */
function breaking(layouts: TLayoutCase[], keepsRule: (layout: TQrLayout, moduleCount: number) => boolean): string[] {
  return layouts.filter(({ layout, moduleCount }) => !keepsRule(layout, moduleCount)).map(({ label }) => label);
}

describe("qrLayout", () => {
  const layouts = everyLayout();

  it("the overlap check itself tells touching from separate boxes", () => {
    expect(convexPolygonsOverlap(rectangle(0, 0, 10, 10), rectangle(9, 9, 10, 10))).toBe(true);
    expect(convexPolygonsOverlap(rectangle(0, 0, 10, 10), rectangle(11, 0, 10, 10))).toBe(false);
    // Inside the diamond's bounding box but clear of the diamond itself.
    const diamond = rectangle(0, 0, 10, 10).map((corner) => rotateAbout(corner, 5, Math.PI / 4));
    expect(convexPolygonsOverlap(diamond, rectangle(10, -1, 2, 2))).toBe(false);
    expect(convexPolygonsOverlap(diamond, rectangle(10, 4, 2, 2))).toBe(true);
  });

  it("keeps a quiet zone of 4 modules inside the code box", () => {
    expect(breaking(layouts, (layout, moduleCount) => Math.abs(layout.codeBox.side - (moduleCount + 8) * layout.moduleSize) < 1e-9)).toEqual([]);
  });

  it("keeps the code and its quiet zone inside the border", () => {
    expect(breaking(layouts, (layout) => codeBoxPolygon(layout).every((corner) => insideShape(layout, corner)))).toEqual([]);
  });

  it("never lets text touch the code or its quiet zone, or run outside the border", () => {
    const keepsClear = (layout: TQrLayout) =>
      glyphBoxes(layout).every((box) => !convexPolygonsOverlap(box, codeBoxPolygon(layout)) && box.every((corner) => insideShape(layout, corner)));
    expect(breaking(layouts, keepsClear)).toEqual([]);
  });

  it("keeps the top line of a circular code above its middle and the bottom line below, so they never meet", () => {
    const staysOnItsSide = (layout: TQrLayout) => {
      const text = layout.text;
      if (text?.kind !== "arc") return true;
      return text.lines.every((line) =>
        glyphBoxes({ ...layout, text: { ...text, lines: [line] } }).every((box) =>
          box.every((corner) => (line.side === "top" ? corner.y < layout.size / 2 : corner.y > layout.size / 2)),
        ),
      );
    };
    expect(breaking(layouts, staysOnItsSide)).toEqual([]);
  });

  it("fits each line of a circular code within its arc", () => {
    const fits = (layout: TQrLayout) =>
      layout.text?.kind !== "arc" ||
      layout.text.lines.every((line) =>
        line.glyphs.every((glyph) => Math.abs(glyph.angle) + glyph.advance / 2 / line.baselineRadius <= QR_ARC_SPAN_RADIANS / 2 + 1e-9),
      );
    expect(breaking(layouts, fits)).toEqual([]);
  });

  it("shows short text whole on one line at the chosen size, and only shrinks what does not fit", () => {
    const short = qrLayout({ settings: withQrDefaults({ textSize: "xl" }), size: 240, moduleCount: 57 });
    const long = qrLayout({ settings: withQrDefaults({ textSize: "xl", customText: TEXTS[3] }), size: 240, moduleCount: 57 });
    expect(short.text?.lines).toHaveLength(1);
    expect(long.text?.lines).toHaveLength(2);
    expect(long.text!.fontSize).toBeLessThan(short.text!.fontSize);
  });

  it("gives a circular code the room that short text leaves above its corners", () => {
    const codeSide = (settings: Partial<TQrSettings>) => qrLayout({ settings: withQrDefaults(settings), size: 240, moduleCount: 57 }).codeBox.side;
    const noText = codeSide({ showText: false });
    expect(codeSide({ customText: "TAP OR SCAN" })).toBe(noText);
    expect(codeSide({ customText: "TAP OR SCAN", textSize: "xl" })).toBeLessThan(noText);
    expect(codeSide({ customText: TEXTS[2] })).toBeLessThan(codeSide({ customText: "TAP OR SCAN", textSize: "xl" }));
  });

  it("leaves out whitespace-only text, which would only shrink the code", () => {
    const blank = qrLayout({ settings: withQrDefaults({ customText: "   " }), size: 240, moduleCount: 57 });
    const off = qrLayout({ settings: withQrDefaults({ showText: false }), size: 240, moduleCount: 57 });
    expect(blank).toEqual(off);
  });

  it("centres a logo pad of whole modules no wider than a fifth of the code", () => {
    for (const moduleCount of MODULE_COUNTS) {
      const { logoPad } = qrLayout({ settings: withQrDefaults({ showLogo: true }), size: 240, moduleCount });
      expect(logoPad!.count).toBeLessThanOrEqual(moduleCount * QR_LOGO_MAX_WIDTH_RATIO);
      expect(logoPad!.count % 2).toBe(1);
      expect(logoPad!.first * 2 + logoPad!.count).toBe(moduleCount);
    }
    expect(qrLayout({ settings: withQrDefaults({ showLogo: false }), size: 240, moduleCount: 57 }).logoPad).toBeNull();
  });

  it("scales with the size, so the 3x download is the same picture", () => {
    const settings = withQrDefaults({ customText: TEXTS[2] });
    const small = qrLayout({ settings, size: 200, moduleCount: 57 });
    const large = qrLayout({ settings, size: 600, moduleCount: 57 });
    expect(large.codeBox.side).toBeCloseTo(small.codeBox.side * 3, 9);
    expect(large.text!.fontSize).toBeCloseTo(small.text!.fontSize * 3, 9);
  });
});

describe("splitInTwo", () => {
  it("breaks at the space nearest the middle and keeps every word", () => {
    expect(splitInTwo("Leave us a message for the happy couple")).toEqual(["Leave us a message", "for the happy couple"]);
  });

  it("breaks a word with no spaces in the middle", () => {
    expect(splitInTwo("abcdefgh")).toEqual(["abcd", "efgh"]);
  });
});
