import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { noisyPhoto } from "@/tests/helpers/images";
import { CARD_PREVIEW_MAX_BYTES, CARD_PREVIEW_TYPE, renderCardPreview } from "./card-preview";

const DEFAULT_COVER = readFileSync(path.join(process.cwd(), "public", "gb_bg.svg"));
const STOCK_PHOTO = readFileSync(path.join(process.cwd(), "public", "stock", "default-cover.jpg"));

describe("renderCardPreview", () => {
  it.each([
    ["the default SVG cover", () => Promise.resolve(DEFAULT_COVER)],
    ["a stock photo", () => Promise.resolve(STOCK_PHOTO)],
    ["a noisy photo", noisyPhoto],
    ["no cover", () => Promise.resolve(null)],
    ["bytes that are no image", () => Promise.resolve(Buffer.from("not an image"))],
  ])("makes a 1200x630 JPEG under 300 KB from %s", async (_, background) => {
    const image = await renderCardPreview({ background: await background(), title: "-Be Heard. Be Remembered.", subtitle: "A voice to remember." });
    const { format, width, height } = await sharp(image).metadata();
    expect(`image/${format}`).toBe(CARD_PREVIEW_TYPE);
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(image.length).toBeLessThan(CARD_PREVIEW_MAX_BYTES);
  });

  it("draws the cover: two covers give two different pictures", async () => {
    const options = { title: "Happy birthday", subtitle: "" };
    const [first, second] = await Promise.all([
      renderCardPreview({ ...options, background: DEFAULT_COVER }),
      renderCardPreview({ ...options, background: STOCK_PHOTO }),
    ]);
    const stats = await Promise.all([first, second].map((image) => sharp(image).stats()));
    expect(stats[0].channels[1].mean).not.toBeCloseTo(stats[1].channels[1].mean, 0);
  });

  it("draws the title in white over the scrim", async () => {
    const plain = await renderCardPreview({ background: null, title: "", subtitle: "" });
    const titled = await renderCardPreview({ background: null, title: "A very long title for the test of ink", subtitle: "" });
    const column = { left: 72, top: 150, width: 760, height: 370 };
    const [before, after] = await Promise.all([plain, titled].map((image) => sharp(image).extract(column).greyscale().stats()));
    expect(after.channels[0].max).toBeGreaterThan(200);
    expect(after.channels[0].mean).toBeGreaterThan(before.channels[0].mean + 5);
  });
});
