// The QR designer's settings kept in the host's own browser (spec 000: never stored on the server), one
// set a code (a guestbook's), so the code looks the same the next time and the table sign can print it
// in that look (lib/qr/qr-look.ts). A browser that refuses storage simply starts from the defaults.
import { QR_SHAPES, QR_TEXT_SIZES, type TQrSettings } from "@/lib/qr/settings";

const PREFIX = "echobook.qr.";
const COLOUR = /^#[0-9a-f]{6}$/i;

/** The fields of a stored value that a designer can use; anything malformed is left to the defaults. */
function usable(stored: unknown): Partial<TQrSettings> {
  if (!stored || typeof stored !== "object") return {};
  const entries = Object.entries(stored as Record<string, unknown>).filter(([field, value]) => {
    if (field === "shape") return (QR_SHAPES as readonly unknown[]).includes(value);
    if (field === "textSize") return (QR_TEXT_SIZES as readonly unknown[]).includes(value);
    if (["showText", "showBorder", "showLogo", "useGradient"].includes(field)) return typeof value === "boolean";
    if (field === "customText") return typeof value === "string";
    if (["qrColor", "backgroundColor", "textColor", "borderColor", "gradientStart", "gradientEnd"].includes(field))
      return typeof value === "string" && COLOUR.test(value);
    return false;
  });
  return Object.fromEntries(entries) as Partial<TQrSettings>;
}

export function readSavedQrSettings(name: string): Partial<TQrSettings> {
  try {
    const raw = window.localStorage.getItem(PREFIX + name);
    return raw ? usable(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function saveQrSettings(name: string, settings: TQrSettings): void {
  try {
    window.localStorage.setItem(PREFIX + name, JSON.stringify(settings));
  } catch {
    // Private browsing or a full storage: the design lasts for this visit only.
  }
}
