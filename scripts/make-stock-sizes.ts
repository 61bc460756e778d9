// Makes the bundled stock covers' WebP copies at the widths a cover is drawn at (public/stock/sized/
// {name}-{width}.webp), which the guest page and the card pages offer in a srcset before the 1600 px
// JPEG. Run after adding a photo to public/stock (lib/images/stock/library.ts); a unit test checks that
// every photo has its copies. Usage: npx tsx scripts/make-stock-sizes.ts
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { STOCK_WIDTHS, stockSizedFile } from "@/lib/images/stock/sized";

const dir = path.join(process.cwd(), "public", "stock");

async function main() {
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".jpg"))) {
    const { width = 0 } = await sharp(path.join(dir, file)).metadata();
    for (const target of STOCK_WIDTHS) {
      const out = path.join(dir, "sized", stockSizedFile(file, target));
      const info = await sharp(path.join(dir, file))
        .resize({ width: Math.min(target, width) })
        .webp({ quality: 62, effort: 6 })
        .toFile(out);
      console.log(`${path.relative(process.cwd(), out)} ${info.width}x${info.height} ${Math.round(info.size / 1024)} KB`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
