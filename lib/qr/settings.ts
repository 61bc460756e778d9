// How a QR code looks (spec 000 §3, §5, §9). Shared by the designer and every page that shows a code.
// Settings are never stored on the server, so there is no request schema for them.

export const QR_SHAPES = ["circle", "square"] as const;
export const QR_TEXT_SIZES = ["sm", "md", "lg", "xl"] as const;
export type TQrShape = (typeof QR_SHAPES)[number];
export type TQrTextSize = (typeof QR_TEXT_SIZES)[number];

export const QR_CUSTOM_TEXT_MAX_LENGTH = 90;
export const QR_DEFAULT_TEXT = "TAP OR SCAN";
export const QR_LISTEN_TEXT = "SCAN TO LISTEN";
export const QR_DEFAULT_SIZE = 240;
export const QR_RECORD_PAGE_SIZE = 200;
/** Spec 002 §9: the card manage page's QR is 200 px, the pro card's share modal's 160. */
export const QR_CARD_MANAGE_SIZE = 200;
export const QR_CARD_MODAL_SIZE = 160;

/**
 * A card's QR label (spec 002): 'SCAN TO LISTEN' (or its words in the page's language) and the site's
 * address, on the code and in its PNG.
 */
export function qrListenText(link: string, listen = QR_LISTEN_TEXT): string {
  return `${listen} · ${new URL(link).host}`;
}
export const QR_EXPORT_SCALE = 3;

export type TQrSettings = {
  shape: TQrShape;
  showText: boolean;
  showBorder: boolean;
  showLogo: boolean;
  useGradient: boolean;
  textSize: TQrTextSize;
  /** Shown on the code itself, at most QR_CUSTOM_TEXT_MAX_LENGTH characters. */
  customText: string;
  qrColor: string;
  backgroundColor: string;
  textColor: string;
  borderColor: string;
  gradientStart: string;
  gradientEnd: string;
};

export type TQrColourField = "qrColor" | "backgroundColor" | "textColor" | "borderColor" | "gradientStart" | "gradientEnd";

export const DEFAULT_QR_SETTINGS: Readonly<TQrSettings> = {
  shape: "circle",
  showText: true,
  showBorder: true,
  showLogo: true,
  useGradient: false,
  textSize: "md",
  customText: QR_DEFAULT_TEXT,
  qrColor: "#000000",
  backgroundColor: "#ffffff",
  textColor: "#000000",
  borderColor: "#fcd300",
  gradientStart: "#1e3a8a",
  gradientEnd: "#7c3aed",
};

/** Settings saved before a field existed (or passed in part) fall back to the defaults. */
export function withQrDefaults(settings: Partial<TQrSettings> = {}, defaultText: string = QR_DEFAULT_TEXT): TQrSettings {
  return { ...DEFAULT_QR_SETTINGS, customText: defaultText, ...settings };
}
