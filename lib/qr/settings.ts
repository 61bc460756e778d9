// How a QR code looks (spec 000 §3, §5, §9). Shared by the designer, every page that shows a saved
// code, and the server when it validates settings a user stores (lib/validation/qr.ts).

export const QR_SHAPES = ["circle", "square"] as const;
export const QR_TEXT_SIZES = ["sm", "md", "lg", "xl"] as const;
export type TQrShape = (typeof QR_SHAPES)[number];
export type TQrTextSize = (typeof QR_TEXT_SIZES)[number];

export const QR_CUSTOM_TEXT_MAX_LENGTH = 90;
export const QR_CUSTOM_TEXT_TOO_LONG = `Custom QR text must be at most ${QR_CUSTOM_TEXT_MAX_LENGTH} characters.`;
export const QR_DEFAULT_TEXT = "TAP OR SCAN";
export const QR_LISTEN_TEXT = "SCAN TO LISTEN";
export const QR_DEFAULT_SIZE = 240;
export const QR_RECORD_PAGE_SIZE = 200;
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

export type TQrSwatch = { name: string; hex: string };

// Brand, neutrals, then the hue wheel in a dark and a light step, so both module and background
// colours have choices; lib/qr/scannable.ts keeps any pairing readable.
export const QR_PALETTE: readonly TQrSwatch[] = [
  { name: "Black", hex: "#000000" },
  { name: "White", hex: "#ffffff" },
  { name: "Echobook yellow", hex: "#fcd300" },
  { name: "Charcoal", hex: "#1f2937" },
  { name: "Slate", hex: "#4b5563" },
  { name: "Silver", hex: "#9ca3af" },
  { name: "Mist", hex: "#e5e7eb" },
  { name: "Maroon", hex: "#7f1d1d" },
  { name: "Red", hex: "#dc2626" },
  { name: "Orange", hex: "#f97316" },
  { name: "Amber", hex: "#f59e0b" },
  { name: "Ochre", hex: "#a16207" },
  { name: "Forest", hex: "#14532d" },
  { name: "Green", hex: "#16a34a" },
  { name: "Lime", hex: "#84cc16" },
  { name: "Teal", hex: "#0f766e" },
  { name: "Cyan", hex: "#06b6d4" },
  { name: "Navy", hex: "#1e3a8a" },
  { name: "Blue", hex: "#2563eb" },
  { name: "Sky", hex: "#60a5fa" },
  { name: "Indigo", hex: "#4c1d95" },
  { name: "Violet", hex: "#7c3aed" },
  { name: "Lavender", hex: "#c084fc" },
  { name: "Plum", hex: "#9d174d" },
  { name: "Pink", hex: "#db2777" },
  { name: "Blush", hex: "#f9a8d4" },
  { name: "Brown", hex: "#78350f" },
  { name: "Cream", hex: "#fef3c7" },
];
