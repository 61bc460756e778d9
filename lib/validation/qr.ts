import { z } from "zod";
import { QR_CUSTOM_TEXT_MAX_LENGTH, QR_CUSTOM_TEXT_TOO_LONG, QR_SHAPES, QR_TEXT_SIZES, type TQrSettings } from "@/lib/qr/settings";

const ZHexColour = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, "Colours must be written as #rrggbb.")
  .transform((hex) => hex.toLowerCase());

export const ZQrSettings = z.object({
  shape: z.enum(QR_SHAPES),
  showText: z.boolean(),
  showBorder: z.boolean(),
  showLogo: z.boolean(),
  useGradient: z.boolean(),
  textSize: z.enum(QR_TEXT_SIZES),
  customText: z.string().max(QR_CUSTOM_TEXT_MAX_LENGTH, QR_CUSTOM_TEXT_TOO_LONG),
  qrColor: ZHexColour,
  backgroundColor: ZHexColour,
  textColor: ZHexColour,
  borderColor: ZHexColour,
  gradientStart: ZHexColour,
  gradientEnd: ZHexColour,
}) satisfies z.ZodType<TQrSettings>;
