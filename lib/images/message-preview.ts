// The og:image crawlers (WhatsApp, iMessage, Facebook, X, Slack) show when a /message/{id} link is shared.
import sharp from "sharp";
import { getInterFont } from "./fonts";
import { fitText, layoutText, type TextLayout } from "./text-paths";

export const MESSAGE_PREVIEW_TYPE = "image/jpeg";
export const MESSAGE_PREVIEW_WIDTH = 1200;
export const MESSAGE_PREVIEW_HEIGHT = 630;

export type MessagePreviewOptions = { heading: string; subheading?: string };

const YELLOW = "#fcd300";
const TAGLINE = "Be Heard. Be Remembered.";

const MARGIN = 80;
const TEXT_WIDTH = 720;
const TEXT_TOP = 168;
const TEXT_BOTTOM = 530;
const FOOTER_TOP = 554;
const PLAY = { x: 985, y: 285, radius: 128 };

// Tightened slightly, as display type usually is; the smallest size still fits ~100 characters in 3 lines.
const HEADING = { fontSizes: [76, 68, 60, 52, 46, 42], maxLines: 3, lineHeight: 1.12, letterSpacing: -0.02 } as const;
const SUBHEADING = { fontSizes: [32, 28], maxLines: 1, lineHeight: 1.3 } as const;
const GAP_UNDER_HEADING = 18;

// Fixed rather than random so the same message always yields the same bytes.
const WAVEFORM = [14, 26, 40, 22, 34, 48, 30, 18, 36, 52, 42, 24, 16, 30, 46, 38, 20, 28, 44, 34, 22, 14, 26, 38, 30, 18, 12];

function placed(layout: TextLayout, x: number, y: number, fill: string, opacity = 1): string {
  if (!layout.d) return "";
  const fade = opacity < 1 ? ` fill-opacity="${opacity}"` : "";
  return `<path transform="translate(${x} ${y.toFixed(1)})" d="${layout.d}" fill="${fill}"${fade}/>`;
}

function brand(): string {
  const wordmark = layoutText({ text: "Echobook", font: getInterFont(700), fontSize: 44, maxWidth: 400, maxLines: 1, letterSpacing: -0.01 });
  const logoTop = 64;
  const logoSize = 64;
  // app/icon.svg with its colours swapped so the mark stands out on the yellow card.
  const logo = `<g transform="translate(${MARGIN} ${logoTop}) scale(2)"><rect width="32" height="32" rx="9" fill="#000"/><g fill="${YELLOW}"><rect x="6.5" y="12" width="3" height="8" rx="1.5"/><rect x="11.5" y="8" width="3" height="16" rx="1.5"/><rect x="16.5" y="5.5" width="3" height="21" rx="1.5"/><rect x="21.5" y="10" width="3" height="12" rx="1.5"/></g></g>`;
  return logo + placed(wordmark, MARGIN + logoSize + 20, logoTop + (logoSize - wordmark.height) / 2, "#000");
}

function playButton(): string {
  const { x, y, radius } = PLAY;
  const rings = [
    { r: radius + 42, opacity: 0.16 },
    { r: radius + 92, opacity: 0.1 },
    { r: radius + 148, opacity: 0.06 },
    { r: radius + 210, opacity: 0.035 },
  ]
    .map(({ r, opacity }) => `<circle cx="${x}" cy="${y}" r="${r}" stroke-opacity="${opacity}"/>`)
    .join("");
  // The triangle sits right of centre because its visual weight is in the left edge.
  const triangle = `M${x - 34} ${y - 50}L${x - 34} ${y + 50}L${x + 56} ${y}Z`;
  return (
    `<g fill="none" stroke="#000" stroke-width="6">${rings}</g>` +
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="#000"/>` +
    `<path d="${triangle}" fill="${YELLOW}" stroke="${YELLOW}" stroke-width="16" stroke-linejoin="round"/>`
  );
}

function footer(): string {
  const height = MESSAGE_PREVIEW_HEIGHT - FOOTER_TOP;
  const middle = FOOTER_TOP + height / 2;
  const tagline = layoutText({ text: TAGLINE, font: getInterFont(700), fontSize: 28, maxWidth: TEXT_WIDTH, maxLines: 1 });
  const barWidth = 6;
  const pitch = 13;
  const waveStart = MESSAGE_PREVIEW_WIDTH - MARGIN - WAVEFORM.length * pitch + (pitch - barWidth);
  const bars = WAVEFORM.map(
    (h, i) => `<rect x="${waveStart + i * pitch}" y="${middle - h / 2}" width="${barWidth}" height="${h}" rx="3"/>`,
  ).join("");
  return (
    `<rect y="${FOOTER_TOP}" width="${MESSAGE_PREVIEW_WIDTH}" height="${height}" fill="#000"/>` +
    placed(tagline, MARGIN, middle - tagline.height / 2, YELLOW) +
    `<g fill="${YELLOW}" fill-opacity="0.85">${bars}</g>`
  );
}

function message({ heading, subheading }: MessagePreviewOptions): string {
  const title = fitText({ text: heading, font: getInterFont(700), maxWidth: TEXT_WIDTH, ...HEADING });
  const detail = fitText({ text: subheading ?? "", font: getInterFont(400), maxWidth: TEXT_WIDTH, ...SUBHEADING });
  const gap = title.height && detail.height ? GAP_UNDER_HEADING : 0;
  const top = TEXT_TOP + (TEXT_BOTTOM - TEXT_TOP - (title.height + gap + detail.height)) / 2;
  return placed(title, MARGIN, top, "#000") + placed(detail, MARGIN, top + title.height + gap, "#000", 0.72);
}

function previewSvg(options: MessagePreviewOptions): string {
  const [width, height] = [MESSAGE_PREVIEW_WIDTH, MESSAGE_PREVIEW_HEIGHT];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffde2e"/><stop offset="1" stop-color="#f8c900"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    playButton() +
    brand() +
    message(options) +
    footer() +
    `</svg>`
  );
}

/** A 1200x630 JPEG (MESSAGE_PREVIEW_TYPE) well under WhatsApp's 300 KB limit; all text is drawn as outlines. */
export async function renderMessagePreview(options: MessagePreviewOptions): Promise<Buffer> {
  return sharp(Buffer.from(previewSvg(options))).jpeg({ quality: 84 }).toBuffer();
}
