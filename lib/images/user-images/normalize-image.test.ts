import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ApiError } from "@/lib/http/errors";
import { normalizeImage } from "./normalize-image";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "echobook-normalize-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function file(name: string, bytes: Buffer | string): Promise<string> {
  const target = path.join(dir, name);
  await writeFile(target, bytes);
  return target;
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#3366cc" } });

describe("normalizeImage", () => {
  it("turns the image upright, scales it into 1920x1920 and drops every piece of metadata", async () => {
    const jpeg = await solid(4000, 3000)
      .withExif({ IFD0: { Artist: "Secret Owner" } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await normalizeImage(await file("camera.jpg", jpeg));
    expect([result.width, result.height]).toEqual([1440, 1920]);
    const meta = await sharp(result.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([1440, 1920]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(result.data.includes("Secret Owner")).toBe(false);
    // The cover's WebP copies, each at its width, the image's proportions kept, no metadata either.
    expect(result.webpCopies.map((copy) => copy.width)).toEqual([480, 800, 1200]);
    for (const copy of result.webpCopies) {
      const copyMeta = await sharp(copy.data).metadata();
      expect([copyMeta.format, copyMeta.width, copyMeta.height]).toEqual(["webp", copy.width, Math.round((copy.width * 1920) / 1440)]);
      expect(copyMeta.exif).toBeUndefined();
      expect(copy.data.length).toBeLessThan(result.data.length);
    }
  });

  it.each([
    ["png", () => solid(300, 200).png().toBuffer()],
    ["webp", () => solid(300, 200).webp().toBuffer()],
    ["gif", () => solid(300, 200).gif().toBuffer()],
    ["avif", () => solid(300, 200).avif().toBuffer()],
  ])("accepts %s and keeps a small image at its size", async (ext, make) => {
    const result = await normalizeImage(await file(`small.${ext}`, await make()));
    expect([result.width, result.height]).toEqual([300, 200]);
    expect((await sharp(result.data).metadata()).format).toBe("jpeg");
    // Narrower than every standard width: one copy, at its own.
    expect(result.webpCopies.map((copy) => copy.width)).toEqual([300]);
  });

  it("keeps a logo's transparency as a PNG fitted into its own box", async () => {
    const logo = await sharp({ create: { width: 1200, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 300, height: 200, channels: 4, background: "#cc0000" } }, left: 0, top: 0 }])
      .withExif({ IFD0: { Artist: "Secret Owner" } })
      .png()
      .toBuffer();
    const result = await normalizeImage(await file("logo.png", logo), { maxWidth: 600, maxHeight: 180, format: "png" });
    expect([result.width, result.height, result.format, result.webpCopies]).toEqual([600, 100, "png", []]);
    const meta = await sharp(result.data).metadata();
    expect([meta.format, meta.hasAlpha, meta.exif]).toEqual(["png", true, undefined]);
    const { data } = await sharp(result.data).raw().toBuffer({ resolveWithObject: true });
    // Left: the opaque red part; right: still see-through.
    expect([data[0], data[3]]).toEqual([204, 255]);
    expect(data[(599 + 50 * 600) * 4 + 3]).toBe(0);
  });

  it.each([
    [
      "a PDF named .png",
      "logo.png",
      () => Promise.resolve(Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n")),
    ],
    ["text named .png", "cover.png", () => Promise.resolve(Buffer.from("not an image at all\n".repeat(20)))],
    ["SVG", "cover.svg", () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))],
    ["a truncated PNG", "cut.png", async () => (await solid(600, 400).png().toBuffer()).subarray(0, 200)],
    [
      "an image of too many pixels",
      "huge.png",
      () =>
        sharp({ create: { width: 10000, height: 9000, channels: 3, background: "#000" } })
          .png({ compressionLevel: 1 })
          .toBuffer(),
    ],
  ])("refuses %s as not an image", async (_label, name, make) => {
    const failure = await normalizeImage(await file(name, await make())).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 415, message: "Please select an image file." });
  });
});
