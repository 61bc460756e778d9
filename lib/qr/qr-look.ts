// The QR designer's look as a link's query (the table sign, issue 50: "the QR code ... in the QR
// designer's colours and logo"). The designer's settings stay in the host's browser (spec 000: never
// stored on the server); the sign's address carries the parts a printed code shows: its shape, border,
// logo and colours (its caption is the sign's own instruction). Only what differs from the defaults is
// written, so the default look keeps the plain address.
import { DEFAULT_QR_SETTINGS, withQrDefaults, type TQrSettings } from "./settings";

export type TQrLook = {
  shape?: TQrSettings["shape"];
  border?: "0" | "1";
  logo?: "0" | "1";
  color?: string;
  background?: string;
  borderColor?: string;
  /** Two colours, start and end: `1e3a8a-7c3aed`. */
  gradient?: string;
};

const hex = (colour: string) => colour.replace(/^#/, "").toLowerCase();
const flag = (on: boolean): "0" | "1" => (on ? "1" : "0");

export function qrLookQuery(settings: TQrSettings): Record<string, string> {
  const look: Record<string, string> = {};
  const base = DEFAULT_QR_SETTINGS;
  if (settings.shape !== base.shape) look.shape = settings.shape;
  if (settings.showBorder !== base.showBorder) look.border = flag(settings.showBorder);
  if (settings.showLogo !== base.showLogo) look.logo = flag(settings.showLogo);
  if (settings.useGradient) look.gradient = `${hex(settings.gradientStart)}-${hex(settings.gradientEnd)}`;
  else if (hex(settings.qrColor) !== hex(base.qrColor)) look.color = hex(settings.qrColor);
  if (hex(settings.backgroundColor) !== hex(base.backgroundColor)) look.background = hex(settings.backgroundColor);
  if (settings.showBorder && hex(settings.borderColor) !== hex(base.borderColor)) look.borderColor = hex(settings.borderColor);
  return look;
}

export function qrSettingsFromLook(look: TQrLook): TQrSettings {
  const settings = withQrDefaults({ showText: false });
  if (look.shape) settings.shape = look.shape;
  if (look.border) settings.showBorder = look.border === "1";
  if (look.logo) settings.showLogo = look.logo === "1";
  if (look.color) settings.qrColor = `#${look.color.toLowerCase()}`;
  if (look.background) settings.backgroundColor = `#${look.background.toLowerCase()}`;
  if (look.borderColor) settings.borderColor = `#${look.borderColor.toLowerCase()}`;
  if (look.gradient) {
    const [start, end] = look.gradient.toLowerCase().split("-");
    Object.assign(settings, { useGradient: true, gradientStart: `#${start}`, gradientEnd: `#${end}` });
  }
  return settings;
}
