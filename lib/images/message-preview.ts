// The og:image crawlers (WhatsApp, iMessage, Facebook, X, Slack) show when a /message/{id} link is shared.
import sharp from "sharp";
import { getInterFont } from "./fonts";
import { PREVIEW_HEIGHT, PREVIEW_TYPE, PREVIEW_WIDTH, YELLOW, brand, placed, previewSvg, titleBlock } from "./preview-parts";
import { layoutText } from "./text-paths";

export const MESSAGE_PREVIEW_TYPE = PREVIEW_TYPE;

export type MessagePreviewOptions = { heading: string; subheading?: string };

const TAGLINE = "Be Heard. Be Remembered.";

const MARGIN = 80;
const TEXT_WIDTH = 720;
const FOOTER_TOP = 554;
const PLAY = { x: 985, y: 285, radius: 128 };

// Tightened slightly, as display type usually is; the smallest size still fits ~100 characters in 3 lines.
const HEADING = { fontSizes: [76, 68, 60, 52, 46, 42], maxLines: 3, lineHeight: 1.12, letterSpacing: -0.02 } as const;
const SUBHEADING = { fontSizes: [32, 28], maxLines: 1, lineHeight: 1.3 } as const;

// Fixed rather than random so the same message always yields the same bytes.
const WAVEFORM = [14, 26, 40, 22, 34, 48, 30, 18, 36, 52, 42, 24, 16, 30, 46, 38, 20, 28, 44, 34, 22, 14, 26, 38, 30, 18, 12];

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
  const height = PREVIEW_HEIGHT - FOOTER_TOP;
  const middle = FOOTER_TOP + height / 2;
  const tagline = layoutText({ text: TAGLINE, font: getInterFont(700), fontSize: 28, maxWidth: TEXT_WIDTH, maxLines: 1 });
  const barWidth = 6;
  const pitch = 13;
  const waveStart = PREVIEW_WIDTH - MARGIN - WAVEFORM.length * pitch + (pitch - barWidth);
  const bars = WAVEFORM.map((h, i) => `<rect x="${waveStart + i * pitch}" y="${middle - h / 2}" width="${barWidth}" height="${h}" rx="3"/>`).join("");
  return (
    `<rect y="${FOOTER_TOP}" width="${PREVIEW_WIDTH}" height="${height}" fill="#000"/>` +
    placed(tagline, MARGIN, middle - tagline.height / 2, YELLOW) +
    `<g fill="${YELLOW}" fill-opacity="0.85">${bars}</g>`
  );
}

function cardSvg({ heading, subheading }: MessagePreviewOptions): string {
  const yellowCard = { id: "bg", x2: 1, y2: 1, stops: `<stop offset="0" stop-color="#ffde2e"/><stop offset="1" stop-color="#f8c900"/>` };
  return previewSvg(
    yellowCard,
    playButton() +
      // app/icon.svg with its colours swapped so the mark stands out on the yellow card.
      brand({ x: MARGIN, top: 64, size: 64, tile: "#000", bars: YELLOW, fontSize: 44, gap: 20, ink: "#000" }) +
      titleBlock({
        title: heading,
        subtitle: subheading,
        x: MARGIN,
        width: TEXT_WIDTH,
        top: 168,
        bottom: 530,
        titleStyle: HEADING,
        subtitleStyle: SUBHEADING,
        gap: 18,
        ink: "#000",
        subtitleOpacity: 0.72,
      }) +
      footer(),
  );
}

/** A 1200x630 JPEG (MESSAGE_PREVIEW_TYPE) well under WhatsApp's 300 KB limit; all text is drawn as outlines. */
export async function renderMessagePreview(options: MessagePreviewOptions): Promise<Buffer> {
  return sharp(Buffer.from(cardSvg(options)))
    .jpeg({ quality: 84 })
    .toBuffer();
}
