// The og:image crawlers show when a /personal-message/{id} link is shared: the card's own cover filling
// 1200x630 under a dark scrim, its title and subtitle, the Echobook mark and a play button. Text is drawn
// as outlines (text-paths) so the picture never depends on the server's fonts, as message-preview does.
import sharp from "sharp";
import { getInterFont } from "./fonts";
import { MESSAGE_PREVIEW_HEIGHT, MESSAGE_PREVIEW_TYPE, MESSAGE_PREVIEW_WIDTH } from "./message-preview";
import { fitText, layoutText, type TextLayout } from "./text-paths";

export const CARD_PREVIEW_TYPE = MESSAGE_PREVIEW_TYPE;
export const CARD_PREVIEW_WIDTH = MESSAGE_PREVIEW_WIDTH;
export const CARD_PREVIEW_HEIGHT = MESSAGE_PREVIEW_HEIGHT;
/** WhatsApp drops previews over 300 KB; photos compress less well than the message card's flat yellow. */
export const CARD_PREVIEW_MAX_BYTES = 300 * 1024;

export type CardPreviewOptions = {
  /** The cover's bytes (any format sharp reads, SVG included); null draws the plain dark background. */
  background: Buffer | null;
  title: string;
  subtitle?: string;
};

const YELLOW = "#fcd300";
const MARGIN = 72;
const TEXT_WIDTH = 760;
const TEXT_TOP = 150;
const TEXT_BOTTOM = 520;
const PLAY = { x: 1030, y: 300, radius: 84 };
const TITLE = { fontSizes: [80, 70, 62, 54, 46, 40], maxLines: 3, lineHeight: 1.1, letterSpacing: -0.02 } as const;
const SUBTITLE = { fontSizes: [34, 30], maxLines: 2, lineHeight: 1.3 } as const;
const GAP_UNDER_TITLE = 20;
// Falling back step by step keeps ordinary covers sharp and still fits a noisy photo under the limit.
const QUALITIES = [82, 72, 62, 50, 40] as const;

function placed(layout: TextLayout, x: number, y: number, fill: string, opacity = 1): string {
  if (!layout.d) return "";
  const fade = opacity < 1 ? ` fill-opacity="${opacity}"` : "";
  return `<path transform="translate(${x} ${y.toFixed(1)})" d="${layout.d}" fill="${fill}"${fade}/>`;
}

function brand(): string {
  const wordmark = layoutText({ text: "Echobook", font: getInterFont(700), fontSize: 36, maxWidth: 400, maxLines: 1, letterSpacing: -0.01 });
  const top = 56;
  const size = 52;
  const mark = `<g transform="translate(${MARGIN} ${top}) scale(${size / 32})"><rect width="32" height="32" rx="9" fill="${YELLOW}"/><g fill="#000"><rect x="6.5" y="12" width="3" height="8" rx="1.5"/><rect x="11.5" y="8" width="3" height="16" rx="1.5"/><rect x="16.5" y="5.5" width="3" height="21" rx="1.5"/><rect x="21.5" y="10" width="3" height="12" rx="1.5"/></g></g>`;
  return mark + placed(wordmark, MARGIN + size + 16, top + (size - wordmark.height) / 2, "#fff");
}

function playButton(): string {
  const { x, y, radius } = PLAY;
  const triangle = `M${x - 22} ${y - 34}L${x - 22} ${y + 34}L${x + 38} ${y}Z`;
  return (
    `<circle cx="${x}" cy="${y}" r="${radius + 26}" fill="${YELLOW}" fill-opacity="0.25"/>` +
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="${YELLOW}"/>` +
    `<path d="${triangle}" fill="#000" stroke="#000" stroke-width="10" stroke-linejoin="round"/>`
  );
}

function texts({ title, subtitle }: CardPreviewOptions): string {
  const heading = fitText({ text: title, font: getInterFont(700), maxWidth: TEXT_WIDTH, ...TITLE });
  const detail = fitText({ text: subtitle ?? "", font: getInterFont(400), maxWidth: TEXT_WIDTH, ...SUBTITLE });
  const gap = heading.height && detail.height ? GAP_UNDER_TITLE : 0;
  const top = TEXT_TOP + (TEXT_BOTTOM - TEXT_TOP - (heading.height + gap + detail.height)) / 2;
  return placed(heading, MARGIN, top, "#fff") + placed(detail, MARGIN, top + heading.height + gap, "#fff", 0.85);
}

function overlaySvg(options: CardPreviewOptions): string {
  const [width, height] = [CARD_PREVIEW_WIDTH, CARD_PREVIEW_HEIGHT];
  // White text must read on any photo: a scrim darkest behind the text column, lighter towards the play button.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.78"/><stop offset="0.7" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#scrim)"/>` +
    brand() +
    texts(options) +
    playButton() +
    `<rect y="${height - 10}" width="${width}" height="10" fill="${YELLOW}"/>` +
    `</svg>`
  );
}

async function backgroundOf(bytes: Buffer | null): Promise<Buffer> {
  const plain = { create: { width: CARD_PREVIEW_WIDTH, height: CARD_PREVIEW_HEIGHT, channels: 3 as const, background: "#1c1c1c" } };
  if (bytes) {
    try {
      return await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize(CARD_PREVIEW_WIDTH, CARD_PREVIEW_HEIGHT, { fit: "cover" }).flatten({ background: "#1c1c1c" }).png().toBuffer();
    } catch {
      // An unreadable cover still gets a preview, on the plain background.
    }
  }
  return sharp(plain).png().toBuffer();
}

/** A 1200x630 JPEG (CARD_PREVIEW_TYPE) under CARD_PREVIEW_MAX_BYTES; all text is drawn as outlines. */
export async function renderCardPreview(options: CardPreviewOptions): Promise<Buffer> {
  const composed = await sharp(await backgroundOf(options.background))
    .composite([{ input: Buffer.from(overlaySvg(options)) }])
    .png()
    .toBuffer();
  let image: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    image = await sharp(composed).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (image.length < CARD_PREVIEW_MAX_BYTES) break;
  }
  return image;
}
