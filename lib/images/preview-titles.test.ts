// Issue 36: the link-preview pictures drew "Happy Birthday / Olivi" because a NaN in the outlines made the
// renderer stop. 800 realistic titles are laid out in each preview's title box, drawn by sharp (librsvg,
// the renderer the pictures use), and each line's ink is read back: it must reach its last glyph.
import sharp from "sharp";
import { fallbackFonts, getInterFont } from "./fonts";
import { fitText, type TextLayout } from "./text-paths";

const NAMES = [
  "Olivia",
  "Zoë",
  "José",
  "François",
  "Ingrid",
  "Søren",
  "Łukasz",
  "Björn",
  "Anaïs",
  "Renée",
  "Iñaki",
  "Dvořák",
  "Chloé",
  "Mia-Sophie",
  "Maximilian",
  "Grzegorz",
  "Ama",
  "Noor",
  "Eleanor",
  "Thérèse",
];
const SURNAMES = ["Müller", "Nowak", "O'Brien", "García", "Dvořáková", "Kowalczyk", "Ngũgĩ", "Lefèvre", "Şahin", "Åström"];
const TEMPLATES = [
  (a: string) => `Happy Birthday ${a}!`,
  (a: string) => `Für ${a} — Frohe Weihnachten`,
  (a: string, b: string) => `${a} & ${b}'s Wedding`,
  (a: string) => `Congratulations on your retirement, ${a}`,
  (a: string, b: string) => `In loving memory of ${a} ${b}son`,
  (a: string) => `${a}'s 30th Birthday Bash`,
  (a: string) => `Joyeux anniversaire ${a} !`,
  (a: string) => `Bon voyage ${a}, we'll miss you`,
  (a: string) => `Café Mélange & ${a}: ten years`,
  (a: string) => `Feliz cumpleaños, ${a}`,
  (a: string, b: string) => `${a}, ${b} & the Thursday club`,
  (a: string) => `Welcome to the world, baby ${a}`,
  (a: string) => `Supercalifragilistic ${a}`,
  (a: string) => `Gratulerer med dagen ${a}`,
  (a: string) => `To ${a}: thank you for everything.`,
  (a: string) => `Wszystkiego najlepszego, ${a}!`,
  (a: string, b: string) => `${a} + ${b} = forever`,
  (a: string) => `Grüße aus Köln an ${a}`,
  (a: string) => `Retirement party — ${a} (1984–2026)`,
  (a: string) => `Fröhliche Ostern ${a}`,
] as const;

function titles(): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < 800; i++) {
    const template = TEMPLATES[i % TEMPLATES.length];
    const first = NAMES[Math.floor(i / TEMPLATES.length) % NAMES.length];
    // The second round gives every name a surname: longer titles, more of them on two or three lines.
    const a = i < TEMPLATES.length * NAMES.length ? first : `${first} ${SURNAMES[i % SURNAMES.length]}`;
    const b = NAMES[(i * 7 + 3) % NAMES.length];
    out.push(template(a, b));
  }
  return out;
}

// The title boxes of lib/images/card-preview.ts (cards and pro cards), guestbook-preview.ts and message-preview.ts.
const BOXES = {
  card: { maxWidth: 760, fontSizes: [80, 70, 62, 54, 46, 40], maxLines: 3, lineHeight: 1.1, letterSpacing: -0.02 },
  guestbook: { maxWidth: 1000, fontSizes: [84, 76, 68, 60, 52, 46], maxLines: 3, lineHeight: 1.12, letterSpacing: -0.02 },
  message: { maxWidth: 720, fontSizes: [76, 68, 60, 52, 46, 42], maxLines: 3, lineHeight: 1.12, letterSpacing: -0.02 },
} as const;

const font = getInterFont(700);
const scale = (fontSize: number) => fontSize / font.unitsPerEm;
const capHeight = font.tables.os2?.sCapHeight ?? font.ascender * 0.7;

/** Where each line's ink ends, read from the drawn picture, in the band between its baseline and cap height. */
async function inkRightEdges(layout: TextLayout, width: number, lineHeight: number): Promise<number[]> {
  const height = Math.ceil(layout.height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><path d="${layout.d}" fill="#000"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
  const lineBox = layout.fontSize * lineHeight;
  const cap = capHeight * scale(layout.fontSize);
  return layout.lines.map((_, row) => {
    const baseline = row * lineBox + (lineBox + cap) / 2;
    let right = -1;
    for (let y = Math.ceil(baseline - cap); y < Math.floor(baseline); y++) {
      for (let x = info.width - 1; x > right; x--) {
        if (data[y * info.width + x] < 128) {
          right = x + 1;
          break;
        }
      }
    }
    return right;
  });
}

/** Where the last glyph's outline ends: the line's advance less that glyph's right side bearing. */
function expectedRight(layout: TextLayout, row: number): number {
  const last = [...layout.lines[row]].at(-1) ?? "";
  const own = font.charToGlyph(last);
  const glyph =
    own.index !== 0
      ? own
      : (fallbackFonts(font)
          .map((other) => other.charToGlyph(last))
          .find((g) => g.index !== 0) ?? own);
  const { xMax } = glyph.getMetrics();
  return layout.lineWidths[row] - ((glyph.advanceWidth ?? 0) - xMax) * scale(layout.fontSize);
}

describe("preview titles", () => {
  const all = titles();

  it("uses 800 distinct realistic titles, some on two or three lines", () => {
    expect(new Set(all).size).toBe(800);
    const multi = all.filter((text) => fitText({ text, font, ...BOXES.card }).lines.length > 1);
    expect(multi.length).toBeGreaterThan(100);
  });

  it.each(Object.entries(BOXES))(
    "draws every title whole in the %s preview",
    async (_, box) => {
      const failures: string[] = [];
      for (const text of all) {
        const layout = fitText({ text, font, ...box });
        if (/NaN|Infinity/.test(layout.d)) failures.push(`${text}: NaN in the outlines`);
        // Every word is laid out (no ellipsis), in order.
        if (layout.truncated || layout.lines.join(" ") !== text.normalize("NFC")) failures.push(`${text}: laid out as ${JSON.stringify(layout.lines)}`);
        const drawn = await inkRightEdges(layout, box.maxWidth + 40, box.lineHeight);
        drawn.forEach((right, row) => {
          const expected = expectedRight(layout, row);
          // Anti-aliasing and the cap-height band allow a few pixels; a missing glyph (even a '.') costs a quarter em.
          if (Math.abs(right - expected) > Math.max(2, 0.06 * layout.fontSize))
            failures.push(`${text}: line ${row + 1} "${layout.lines[row]}" drawn to x=${right}, laid out to ${expected.toFixed(1)}`);
        });
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});
