// The og:image crawlers show when a /personal-message/{id} link is shared: the card's own cover filling
// 1200x630 under a dark scrim, its title and subtitle, the Echobook mark and a play button. Text is drawn
// as outlines (text-paths) so the picture never depends on the server's fonts, as message-preview does.
import { PREVIEW_HEIGHT, PREVIEW_TYPE, PREVIEW_WIDTH, YELLOW, brand, previewSvg, titleBlock } from "./preview-parts";
import { PREVIEW_MAX_BYTES, renderOverPhoto } from "./preview-photo";

export const CARD_PREVIEW_TYPE = PREVIEW_TYPE;
export const CARD_PREVIEW_MAX_BYTES = PREVIEW_MAX_BYTES;

export type CardPreviewOptions = {
  /** The cover's bytes (any format sharp reads, SVG included); null draws the plain dark background. */
  background: Buffer | null;
  title: string;
  subtitle?: string;
};

const MARGIN = 72;
const PLAY = { x: 1030, y: 300, radius: 84 };
const TITLE = { fontSizes: [80, 70, 62, 54, 46, 40], maxLines: 3, lineHeight: 1.1, letterSpacing: -0.02 } as const;
const SUBTITLE = { fontSizes: [34, 30], maxLines: 2, lineHeight: 1.3 } as const;

function playButton(): string {
  const { x, y, radius } = PLAY;
  const triangle = `M${x - 22} ${y - 34}L${x - 22} ${y + 34}L${x + 38} ${y}Z`;
  return (
    `<circle cx="${x}" cy="${y}" r="${radius + 26}" fill="${YELLOW}" fill-opacity="0.25"/>` +
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="${YELLOW}"/>` +
    `<path d="${triangle}" fill="#000" stroke="#000" stroke-width="10" stroke-linejoin="round"/>`
  );
}

function overlaySvg({ title, subtitle }: CardPreviewOptions): string {
  // White text must read on any photo: a scrim darkest behind the text column, lighter towards the play button.
  const scrim = {
    id: "scrim",
    x2: 1,
    y2: 0,
    stops: `<stop offset="0" stop-color="#000" stop-opacity="0.78"/><stop offset="0.7" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>`,
  };
  return previewSvg(
    scrim,
    brand({ x: MARGIN, top: 56, size: 52, tile: YELLOW, bars: "#000", fontSize: 36, gap: 16, ink: "#fff" }) +
      titleBlock({
        title,
        subtitle,
        x: MARGIN,
        width: 760,
        top: 150,
        bottom: 520,
        titleStyle: TITLE,
        subtitleStyle: SUBTITLE,
        gap: 20,
        ink: "#fff",
        subtitleOpacity: 0.85,
      }) +
      playButton() +
      `<rect y="${PREVIEW_HEIGHT - 10}" width="${PREVIEW_WIDTH}" height="10" fill="${YELLOW}"/>`,
  );
}

/** A 1200x630 JPEG (CARD_PREVIEW_TYPE) under CARD_PREVIEW_MAX_BYTES; all text is drawn as outlines. */
export async function renderCardPreview(options: CardPreviewOptions): Promise<Buffer> {
  return renderOverPhoto(options.background, "#1c1c1c", overlaySvg(options));
}
