// Request bodies and answers of the audio card calls (spec 002 section 7, issue 12): the card's look
// (shared by the wizard, the manage page and the public page), the multipart creation fields, the owner's
// update, the voice replacement, Forever Hosting, and the JSON the routes answer with.
import { z } from "zod";
import { CARD_DEFAULT_COVER_IMAGE_URL, CARD_LIMITS } from "@/lib/constants/cards";
import { ZCoverImageUrl } from "./guestbooks";
import { pickFields } from "./pick-fields";
import { ZClientUploadId } from "./upload-fields";
import { ZHexColor } from "./colors";

export const ZCardId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Message not found");

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);

/** The library's covers, the user's uploads, Unsplash, or the card's own default drawing. */
const ZCardCoverPath = z.union([z.literal(CARD_DEFAULT_COVER_IMAGE_URL), ZCoverImageUrl.unwrap()], {
  error: "Please choose a cover image from the library or your uploads.",
});
export const ZCardCoverImageUrl = ZCardCoverPath.nullable();

export const ZCardLook = z.object({
  title: text(CARD_LIMITS.title, "Title"),
  subtitle: text(CARD_LIMITS.subtitle, "Subtitle"),
  message: text(CARD_LIMITS.message, "Message"),
  coverImageUrl: ZCardCoverImageUrl,
  coverImagePhotographer: text(CARD_LIMITS.photographer, "Photographer").nullable(),
  coverImageUnsplashUrl: z
    .string()
    .max(2048)
    .regex(/^https:\/\/unsplash\.com\//, "Invalid photo link.")
    .nullable(),
  buttonColor: ZHexColor,
  buttonTextColor: ZHexColor,
  titleColor: ZHexColor,
  subtitleColor: ZHexColor,
  showOverlay: z.boolean(),
});
export type TCardLook = z.infer<typeof ZCardLook>;
const CARD_LOOK_FIELDS = ZCardLook.keyof().options;

/** The look fields of anything that carries them (a row of either kind of card, the card JSON, the manage form), unchecked. */
export function cardLookOf(source: TCardLook): TCardLook {
  return pickFields(source, CARD_LOOK_FIELDS);
}

export const ZCardName = z.string().trim().min(1, "Please enter a name.").max(CARD_LIMITS.name, `Names must be at most ${CARD_LIMITS.name} characters.`);

/** "true"/"false" as multipart sends them; anything else (even "maybe") is refused. */
const formBoolean = (label: string) =>
  z
    .enum(["true", "false"], { error: `${label} must be "true" or "false".` })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true"));

/** A text field of the form: absent keeps the default, an empty one is kept empty (it hides that line). */
const formText = (max: number, label: string) => text(max, label).optional();
/** A nullable field of the form: empty means none. */
const formNullable = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined ? undefined : value.trim() === "" ? null : value.trim()))
    .pipe(schema.nullable().optional());

/** The text fields of POST /api/personal-messages (multipart, beside the `audio` file). */
export const ZCardCreateFields = z.object({
  clientUploadId: ZClientUploadId,
  name: z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value : undefined))
    .pipe(ZCardName.optional()),
  title: formText(CARD_LIMITS.title, "Title"),
  subtitle: formText(CARD_LIMITS.subtitle, "Subtitle"),
  message: formText(CARD_LIMITS.message, "Message"),
  coverImageUrl: formNullable(ZCardCoverPath),
  coverImagePhotographer: formNullable(text(CARD_LIMITS.photographer, "Photographer")),
  coverImageUnsplashUrl: formNullable(
    z
      .string()
      .max(2048)
      .regex(/^https:\/\/unsplash\.com\//, "Invalid photo link."),
  ),
  buttonColor: ZHexColor.optional(),
  buttonTextColor: ZHexColor.optional(),
  titleColor: ZHexColor.optional(),
  subtitleColor: ZHexColor.optional(),
  showOverlay: formBoolean("showOverlay"),
  allowDownload: formBoolean("allowDownload"),
  foreverHostingEnabled: formBoolean("foreverHostingEnabled"),
  /** Sent by the spec's wizard after a payment; the server needs nothing from it. */
  sessionId: z.string().max(255).optional(),
});
export type TCardCreateFields = z.infer<typeof ZCardCreateFields>;

/** PUT /api/personal-messages/{id}: any of these. */
export const ZCardUpdate = ZCardLook.partial().extend({
  name: ZCardName.optional(),
  allowDownload: z.boolean().optional(),
  foreverHostingEnabled: z.boolean().optional(),
});
export type TCardUpdate = z.infer<typeof ZCardUpdate>;

export const ZCardToggleStatus = z.object({ isActive: z.boolean({ error: "isActive must be true or false." }) });

/** Base64 of at most the upload cap (lib/audio/limits.ts), as is or as a data: URL. */
export const ZCardReplaceAudio = z.object({
  audioData: z.string().min(1, "Please record an audio message first."),
  audioType: z.string().max(100).optional(),
});

export const ZForeverHostingCheckout = z.object({
  customerEmail: z.string().trim().max(254).pipe(z.email("Please enter a valid email address.")).optional(),
  /** Same-site return pages; the card's public page when absent. */
  successUrl: z.string().max(2000).optional(),
  cancelUrl: z.string().max(2000).optional(),
});
export type TForeverHostingCheckout = z.infer<typeof ZForeverHostingCheckout>;

/** What every card's JSON (standard and pro) carries beside its look: id, options, hosting, voice, link. */
export const ZCardCommonJson = z.object({
  messageId: z.string(),
  _id: z.string(),
  allowDownload: z.boolean(),
  foreverHostingEnabled: z.boolean(),
  foreverHosted: z.boolean(),
  isActive: z.boolean(),
  /** The year of hosting has passed (and no Forever Hosting): the public page shows 'hosting ended'. */
  hostingEnded: z.boolean(),
  audioUrl: z.string().nullable(),
  mp3Url: z.string().nullable(),
  durationMs: z.number().nullable(),
  audioStatus: z.enum(["processing", "ready", "failed"]).nullable(),
  createdAt: z.string(),
  /** The card's public page, absolute. */
  messageUrl: z.string(),
});

export type TCardCommonJson = z.infer<typeof ZCardCommonJson>;

export const ZCardJson = ZCardLook.extend(ZCardCommonJson.shape).extend({
  name: z.string(),
  /** ISO time the public page goes offline; null with Forever Hosting. */
  hostedUntil: z.string().nullable(),
});
export type TCardJson = z.infer<typeof ZCardJson>;

export const ZUserCredits = z.object({
  messageCredits: z.object({ free: z.number(), premium: z.number() }),
  guestbookCredits: z.object({ tier1: z.number() }),
  subscription: z.object({ tier: z.string().nullable(), active: z.boolean(), expiresAt: z.string().nullable() }),
  /** An admin or an active business subscriber: cards are made without spending a credit (the server's rule). */
  cardsWithoutCredit: z.boolean(),
});
export type TUserCredits = z.infer<typeof ZUserCredits>;
