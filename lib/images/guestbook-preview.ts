// The og:image crawlers show when a /live-guestbook/{id} link is shared: the guestbook's cover (its photo
// or solid colour) filling 1200x630 under its overlay, the title centred in the title colour and the call
// to record as a button in the button colours, as guests see the page. Text is drawn as outlines
// (text-paths) so the picture never depends on the server's fonts; Arabic is shaped and set right to left.
import { isRightToLeftLine } from "@/lib/i18n/bidi";
import { getInterFont } from "./fonts";
import { PREVIEW_HEIGHT, PREVIEW_TYPE, PREVIEW_WIDTH, YELLOW, brand, placed, previewSvg } from "./preview-parts";
import { renderOverPhoto } from "./preview-photo";
import { fitText, layoutText, type TextLayout } from "./text-paths";

export const GUESTBOOK_PREVIEW_TYPE = PREVIEW_TYPE;
export const GUESTBOOK_PREVIEW_CALL = "Tap to leave a voice message";

export type TGuestbookPreviewOptions = {
  /** The photo's bytes (any format sharp reads); null draws the solid colour. */
  cover: Buffer | null;
  /** The cover's solid colour, or what shows where a photo is missing. */
  coverColor: string;
  overlayOpacity: number;
  title: string;
  titleColor: string;
  buttonColor: string;
  buttonTextColor: string;
  /** The button's words; "Tap to leave a voice message" when not given. */
  call?: string;
};

const TITLE = { fontSizes: [84, 76, 68, 60, 52, 46], maxLines: 3, lineHeight: 1.12, letterSpacing: -0.02 } as const;
const TITLE_WIDTH = 1000;
const BUTTON = { height: 96, paddingX: 48, fontSize: 36, iconWidth: 26, iconGap: 18 } as const;
const GAP = 48;

/** Each line of the title centred across the picture, with a shadow so it reads on any photo. */
function centredTitle(fitted: TextLayout, top: number, color: string): string {
  const lineBox = fitted.fontSize * TITLE.lineHeight;
  const lines = fitted.lines.map((text, row) => {
    const line = layoutText({
      text,
      font: getInterFont(700),
      fontSize: fitted.fontSize,
      maxWidth: PREVIEW_WIDTH,
      maxLines: 1,
      lineHeight: TITLE.lineHeight,
      letterSpacing: TITLE.letterSpacing,
    });
    const x = (PREVIEW_WIDTH - line.width) / 2;
    const y = top + row * lineBox;
    // A hard offset shadow: an SVG blur filter costs librsvg several times the rest of the picture.
    return placed(line, x, y + 3, "#000", 0.4) + placed(line, x, y, color);
  });
  return lines.join("");
}

function microphone(x: number, middle: number, color: string): string {
  const top = middle - 22;
  return (
    `<g fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round">` +
    `<rect x="${x + 6}" y="${top}" width="14" height="26" rx="7" fill="${color}"/>` +
    `<path d="M${x} ${top + 18}a13 13 0 0 0 26 0M${x + 13} ${top + 31}v9"/></g>`
  );
}

function recordButton(top: number, { buttonColor, buttonTextColor, call = GUESTBOOK_PREVIEW_CALL }: TGuestbookPreviewOptions): string {
  const label = layoutText({ text: call, font: getInterFont(700), fontSize: BUTTON.fontSize, maxWidth: TITLE_WIDTH, maxLines: 1 });
  const width = BUTTON.paddingX * 2 + BUTTON.iconWidth + BUTTON.iconGap + label.width;
  const left = (PREVIEW_WIDTH - width) / 2;
  const middle = top + BUTTON.height / 2;
  // A right-to-left call is read from the microphone leftwards, as the page's mirrored button shows it.
  const rtl = isRightToLeftLine(call);
  const iconLeft = rtl ? left + BUTTON.paddingX + label.width + BUTTON.iconGap : left + BUTTON.paddingX;
  const textLeft = rtl ? left + BUTTON.paddingX : left + BUTTON.paddingX + BUTTON.iconWidth + BUTTON.iconGap;
  return (
    `<rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${width.toFixed(1)}" height="${BUTTON.height}" rx="${BUTTON.height / 2}" fill="${buttonColor}"/>` +
    microphone(iconLeft, middle, buttonTextColor) +
    placed(label, textLeft, middle - label.height / 2, buttonTextColor)
  );
}

function overlaySvg(options: TGuestbookPreviewOptions): string {
  const overlay = `<stop offset="0" stop-color="#000" stop-opacity="${options.overlayOpacity}"/><stop offset="1" stop-color="#000" stop-opacity="${options.overlayOpacity}"/>`;
  const title = fitText({ text: options.title, font: getInterFont(700), maxWidth: TITLE_WIDTH, ...TITLE });
  const gap = title.height ? GAP : 0;
  const blockHeight = title.height + gap + BUTTON.height;
  // Centred in the picture below the mark, as the title sits in the middle of the page's cover.
  const top = 110 + (PREVIEW_HEIGHT - 110 - 40 - blockHeight) / 2;
  return previewSvg(
    { id: "overlay", x2: 0, y2: 1, stops: overlay },
    brand({ x: 56, top: 44, size: 48, tile: YELLOW, bars: "#000", fontSize: 32, gap: 14, ink: "#fff" }) +
      centredTitle(title, top, options.titleColor) +
      recordButton(top + title.height + gap, options),
  );
}

/** A 1200x630 JPEG (GUESTBOOK_PREVIEW_TYPE) under 300 KB; all text is drawn as outlines. */
export async function renderGuestbookPreview(options: TGuestbookPreviewOptions): Promise<Buffer> {
  return renderOverPhoto(options.cover, options.coverColor, overlaySvg(options));
}
