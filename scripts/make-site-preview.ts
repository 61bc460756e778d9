// Makes public/og-image.jpg, the site's link-preview picture (SITE_PREVIEW_IMAGE in lib/seo/site-metadata.ts):
// the message card's yellow design with the Echobook mark, drawn by the same code as a shared message's
// preview. Run after changing the brand or the wording, and commit the output:
//   npx tsx scripts/make-site-preview.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { renderMessagePreview } from "@/lib/images/message-preview";
import { SITE_PREVIEW_IMAGE } from "@/lib/seo/site-metadata";

const MAX_BYTES = 300 * 1024;

async function main() {
  const image = await renderMessagePreview({
    heading: "Audio guestbooks and voice messages",
    subheading: "Record in the browser. Share with a link or a QR code.",
  });
  const { width, height, format } = await sharp(image).metadata();
  if (width !== SITE_PREVIEW_IMAGE.width || height !== SITE_PREVIEW_IMAGE.height || format !== "jpeg" || image.length >= MAX_BYTES) {
    throw new Error(`Unexpected picture: ${width}x${height} ${format}, ${image.length} bytes`);
  }
  const file = path.join(process.cwd(), "public", SITE_PREVIEW_IMAGE.url);
  writeFileSync(file, image);
  console.log(`Wrote ${path.relative(process.cwd(), file)} (${image.length} bytes)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
