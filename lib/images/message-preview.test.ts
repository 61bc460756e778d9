import sharp from "sharp";
import { MESSAGE_PREVIEW_TYPE, renderMessagePreview } from "./message-preview";

const HUNDRED_CHARS = "Happy 30th birthday to the best sister in the whole wide world, from all of us at the Thursday club!!";
const SUBHEADING = "Tap to listen · Echobook";
// The card's left text column, between the logo row and the footer band.
const TEXT_COLUMN = { left: 80, top: 168, width: 720, height: 362 };

async function textColumn(image: Buffer): Promise<Buffer> {
  return sharp(image).extract(TEXT_COLUMN).greyscale().raw().toBuffer();
}

// Rows holding dark text, grouped into runs: one run per line of text (the faint rings stay far lighter).
async function countTextLines(image: Buffer): Promise<number> {
  const pixels = await textColumn(image);
  let lines = 0;
  let inLine = false;
  for (let row = 0; row < TEXT_COLUMN.height; row++) {
    const start = row * TEXT_COLUMN.width;
    const inked = pixels.subarray(start, start + TEXT_COLUMN.width).some((value) => value < 80);
    if (inked && !inLine) lines++;
    inLine = inked;
  }
  return lines;
}

describe("renderMessagePreview", () => {
  it.each([
    ["a short heading", { heading: "A Special Message From Anna", subheading: SUBHEADING }],
    ["a 100-character heading", { heading: HUNDRED_CHARS, subheading: SUBHEADING }],
    ["an emoji and CJK heading", { heading: "🎉 给妈妈的生日祝福 🎂👨‍👩‍👧 ❤️", subheading: "聽一聽 🎧" }],
    ["an empty subheading", { heading: "A Special Message From Anna", subheading: "" }],
  ])("makes a 1200x630 %s image crawlers accept", async (_, options) => {
    const image = await renderMessagePreview(options);
    const { format, width, height } = await sharp(image).metadata();
    expect(`image/${format}`).toBe(MESSAGE_PREVIEW_TYPE);
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(image.length).toBeLessThan(300 * 1024);
  });

  it("wraps the heading onto as many lines as it needs, at most 3", async () => {
    const lines = async (heading: string) => countTextLines(await renderMessagePreview({ heading }));
    expect(await lines("Hello")).toBe(1);
    expect(await lines("A Special Message From Anna")).toBe(2);
    expect(await lines(HUNDRED_CHARS)).toBe(3);
    expect(await lines(`${HUNDRED_CHARS} ${HUNDRED_CHARS} ${HUNDRED_CHARS}`)).toBe(3);
  });

  it("draws the subheading under the heading", async () => {
    const heading = "A Special Message From Anna";
    expect(await countTextLines(await renderMessagePreview({ heading, subheading: SUBHEADING }))).toBe(3);
  });

  it("draws the heading's own text", async () => {
    const [anna, ella] = await Promise.all(
      ["A Special Message From Anna", "A Special Message From Ella"].map(async (heading) =>
        textColumn(await renderMessagePreview({ heading, subheading: SUBHEADING })),
      ),
    );
    const changed = anna.filter((value, i) => Math.abs(value - ella[i]) > 64).length;
    expect(changed).toBeGreaterThan(500);
  });
});
