import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { previewCall } from "@/lib/i18n/catalogues";
import { noisyPhoto } from "@/tests/helpers/images";
import { ocrText } from "@/tests/helpers/ocr";
import { GUESTBOOK_PREVIEW_TYPE, renderGuestbookPreview, type TGuestbookPreviewOptions } from "./guestbook-preview";

const DEFAULT_COVER = readFileSync(path.join(process.cwd(), "public", "stock", "default-cover.jpg"));
const PHOTO = readFileSync(path.join(process.cwd(), "public", "stock", "birthday-kite.jpg"));

const look: TGuestbookPreviewOptions = {
  cover: DEFAULT_COVER,
  coverColor: "#141414",
  overlayOpacity: 0.45,
  title: "Anna & Ben's Wedding",
  titleColor: "#ffffff",
  buttonColor: "#fcd300",
  buttonTextColor: "#000000",
};

/** The mean colour of a box of the picture, as [r, g, b]. */
async function meanOf(image: Buffer, box: { left: number; top: number; width: number; height: number }): Promise<number[]> {
  const { channels } = await sharp(image).extract(box).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

describe("renderGuestbookPreview", () => {
  it.each([
    ["the default cover", () => Promise.resolve(DEFAULT_COVER)],
    ["a noisy photo", noisyPhoto],
    ["a solid colour", () => Promise.resolve(null)],
    ["bytes that are no image", () => Promise.resolve(Buffer.from("not an image"))],
  ])("makes a 1200x630 JPEG under 300 KB from %s", async (_, cover) => {
    const image = await renderGuestbookPreview({ ...look, cover: await cover() });
    const { format, width, height } = await sharp(image).metadata();
    expect(`image/${format}`).toBe(GUESTBOOK_PREVIEW_TYPE);
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(image.length).toBeLessThan(300 * 1024);
  });

  it("draws the call to record in the button colours, centred below the title", async () => {
    const image = await renderGuestbookPreview({
      ...look,
      cover: null,
      coverColor: "#204080",
      overlayOpacity: 0,
      buttonColor: "#ff0000",
      buttonTextColor: "#ffffff",
    });
    // The pill's left end, in the middle of the picture's lower half.
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    const redRows = new Set<number>();
    for (let y = 300; y < 600; y++) {
      const at = (y * info.width + 600) * info.channels;
      if (data[at] > 200 && data[at + 1] < 60 && data[at + 2] < 60) redRows.add(y);
    }
    expect(redRows.size).toBeGreaterThan(40);
    // The cover's colour shows elsewhere.
    const corner = await meanOf(image, { left: 1100, top: 560, width: 60, height: 40 });
    expect(corner[2]).toBeGreaterThan(corner[0] + 40);
  });

  it("draws the title in its colour and lays the overlay over the cover", async () => {
    const plain = await renderGuestbookPreview({ ...look, title: "", overlayOpacity: 0 });
    const titled = await renderGuestbookPreview({ ...look, title: "GREEN TITLE", titleColor: "#00ff00", overlayOpacity: 0 });
    const darkened = await renderGuestbookPreview({ ...look, title: "", overlayOpacity: 0.45 });
    const band = { left: 200, top: 150, width: 800, height: 200 };
    const [before, after] = await Promise.all([plain, titled].map((image) => meanOf(image, band)));
    expect(after[1] - before[1]).toBeGreaterThan(after[0] - before[0] + 5);
    const corner = { left: 1000, top: 20, width: 180, height: 60 };
    const [light, dark] = await Promise.all([plain, darkened].map((image) => meanOf(image, corner)));
    expect(dark[0]).toBeLessThan(light[0] * 0.7);
  });

  it("writes the default cover and a photo to .data/test/screenshots for a look", async () => {
    const dir = path.join(process.cwd(), ".data", "test", "screenshots");
    mkdirSync(dir, { recursive: true });
    await sharp(await renderGuestbookPreview(look))
      .png()
      .toFile(path.join(dir, "guestbook-preview-unit-default.png"));
    await sharp(
      await renderGuestbookPreview({
        ...look,
        cover: PHOTO,
        title: "Grandma Rose turns 90 — leave her a birthday wish!",
        buttonColor: "#2a6df4",
        buttonTextColor: "#ffffff",
        titleColor: "#ffe08a",
      }),
    )
      .png()
      .toFile(path.join(dir, "guestbook-preview-unit-photo.png"));
  });
});

describe("an Arabic guestbook's preview picture", () => {
  it("asks in Arabic, shaped and right to left, as OCR (tesseract's Arabic) reads it back", async () => {
    const call = previewCall("ar");
    expect(call).toBe("اضغط لترك رسالة صوتية");
    // On a solid cover, so that only the words are read; the call is the words tesseract is asked to find
    // (the big shadowed title is read less surely, and is the host's own text).
    const image = await renderGuestbookPreview({ ...look, cover: null, coverColor: "#204080", overlayOpacity: 0, title: "زفاف سارة", call });
    expect(await ocrText(image, "ara")).toContain(call);
  }, 60_000);
});
