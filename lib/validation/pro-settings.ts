// Pro settings (spec 002 section 7): what GET /api/user/pro-settings answers, and the PUT body. A logo
// is set only by uploading one (POST /api/upload/pro-logo); PUT removes it with `customLogo: null`.
import { z } from "zod";
import { ZHexColor } from "./colors";

export const ZProSettings = z.object({
  /** The logo's public address, or null when there is none. */
  customLogo: z.string().nullable(),
  customButtonColor: ZHexColor,
  customButtonTextColor: ZHexColor,
});
export type TProSettings = z.infer<typeof ZProSettings>;

/** The two default colours, as the settings form edits them. */
export const ZProColours = ZProSettings.pick({ customButtonColor: true, customButtonTextColor: true });
export type TProColours = z.infer<typeof ZProColours>;

export const ZProSettingsUpdate = z
  .object({
    // "" is what a form's cleared field sends; the current logo's own address leaves it as it is.
    customLogo: z.string().max(2048).nullable().optional(),
    customButtonColor: ZHexColor.optional(),
    customButtonTextColor: ZHexColor.optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Send customLogo, customButtonColor or customButtonTextColor.",
  });
export type TProSettingsUpdate = z.infer<typeof ZProSettingsUpdate>;
