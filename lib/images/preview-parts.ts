// What the two link-preview pictures (a shared message's yellow card, an audio card's cover) draw alike:
// the 1200x630 frame, the Echobook mark with its wordmark and the title block, all text as outlines
// (text-paths) so the picture never depends on the server's fonts.
import { getInterFont } from "./fonts";
import { fitText, layoutText, type TextLayout } from "./text-paths";

export const PREVIEW_TYPE = "image/jpeg";
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const YELLOW = "#fcd300";

export function placed(layout: TextLayout, x: number, y: number, fill: string, opacity = 1): string {
  if (!layout.d) return "";
  const fade = opacity < 1 ? ` fill-opacity="${opacity}"` : "";
  return `<path transform="translate(${x} ${y.toFixed(1)})" d="${layout.d}" fill="${fill}"${fade}/>`;
}

type BrandStyle = {
  x: number;
  top: number;
  /** The mark's side in pixels (app/icon.svg is drawn on 32). */
  size: number;
  tile: string;
  bars: string;
  fontSize: number;
  gap: number;
  ink: string;
};

/** The Echobook mark (app/icon.svg in the given colours) and the wordmark centred beside it. */
export function brand({ x, top, size, tile, bars, fontSize, gap, ink }: BrandStyle): string {
  const wordmark = layoutText({ text: "Echobook", font: getInterFont(700), fontSize, maxWidth: 400, maxLines: 1, letterSpacing: -0.01 });
  const mark = `<g transform="translate(${x} ${top}) scale(${size / 32})"><rect width="32" height="32" rx="9" fill="${tile}"/><g fill="${bars}"><rect x="6.5" y="12" width="3" height="8" rx="1.5"/><rect x="11.5" y="8" width="3" height="16" rx="1.5"/><rect x="16.5" y="5.5" width="3" height="21" rx="1.5"/><rect x="21.5" y="10" width="3" height="12" rx="1.5"/></g></g>`;
  return mark + placed(wordmark, x + size + gap, top + (size - wordmark.height) / 2, ink);
}

type FitStyle = Pick<Parameters<typeof fitText>[0], "fontSizes" | "maxLines" | "lineHeight" | "letterSpacing">;

type TitleBlock = {
  title: string;
  subtitle?: string;
  x: number;
  width: number;
  /** The band the block is centred in, top to bottom. */
  top: number;
  bottom: number;
  titleStyle: FitStyle;
  subtitleStyle: FitStyle;
  gap: number;
  ink: string;
  subtitleOpacity: number;
};

/** The title (bold, shrunk to fit) over its subtitle, centred together in their band. */
export function titleBlock(block: TitleBlock): string {
  const { x, width, ink } = block;
  const heading = fitText({ text: block.title, font: getInterFont(700), maxWidth: width, ...block.titleStyle });
  const detail = fitText({ text: block.subtitle ?? "", font: getInterFont(400), maxWidth: width, ...block.subtitleStyle });
  const gap = heading.height && detail.height ? block.gap : 0;
  const top = block.top + (block.bottom - block.top - (heading.height + gap + detail.height)) / 2;
  return placed(heading, x, top, ink) + placed(detail, x, top + heading.height + gap, ink, block.subtitleOpacity);
}

/** A 1200x630 SVG whose first layer is a linear gradient over the whole picture. */
export function previewSvg(gradient: { id: string; x2: number; y2: number; stops: string }, layers: string): string {
  const [width, height] = [PREVIEW_WIDTH, PREVIEW_HEIGHT];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="${gradient.id}" x1="0" y1="0" x2="${gradient.x2}" y2="${gradient.y2}">${gradient.stops}</linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${gradient.id})"/>` +
    layers +
    `</svg>`
  );
}
