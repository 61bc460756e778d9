// Request bodies of the guestbook calls (spec 001 section 7). The server still decides everything that
// costs money or bounds a recording: tier limits are checked against lib/pricing/plans.ts afterwards.
import { z } from "zod";
import { pickFields } from "./pick-fields";
import { EVENT_TYPES, GUEST_INFO_OPTIONS, GUESTBOOK_NAME_MAX, RECORDING_DURATION_OPTIONS } from "@/lib/guestbooks/defaults";
import { ZHexColor as hexColor } from "./colors";
import { optionalText, ZClientUploadId, ZOptionalEmail } from "./upload-fields";

export const ZGuestbookId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Guestbook Not Found");
export const ZRecordingId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Recording not found.");

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Please select an event date.")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "Please enter a valid event date");
const dateTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "Please enter a valid date.")
  .nullable();

/**
 * Where a cover may come from: the bundled library, the user's uploads, or Unsplash's image host.
 * Anything else (another site, a data: URL, javascript:) is refused so a public page only loads our images.
 */
export const ZCoverImageUrl = z
  .string()
  .max(2048)
  .refine(
    (value) =>
      /^\/stock\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp)$/.test(value) ||
      /^\/api\/user-images\/[A-Za-z0-9_-]{1,64}$/.test(value) ||
      /^https:\/\/images\.unsplash\.com\/[^\s"'<>]*$/.test(value),
    "Please choose a cover image from the library or your uploads.",
  )
  .nullable();

/**
 * How the guests' page looks: cover (a photo with its credit, or a solid colour), texts, colours and
 * overlay. The one list of these fields: the routes, the serialisers, the wizard, the edit page and the
 * personalization tab all take it from here.
 */
export const ZGuestbookLook = z.object({
  title: text(120, "Title"),
  subtitle: text(200, "Subtitle"),
  message: text(1000, "Message"),
  showTitle: z.boolean(),
  showSubtext: z.boolean(),
  showMessage: z.boolean(),
  showOverlay: z.boolean(),
  themeColor: hexColor.nullable(),
  titleColor: hexColor,
  buttonColor: hexColor,
  buttonTextColor: hexColor,
  coverImageUrl: ZCoverImageUrl,
  coverImagePhotographer: text(120, "Photographer").nullable(),
  coverImageUnsplashUrl: z
    .string()
    .max(2048)
    .regex(/^https:\/\/unsplash\.com\//, "Invalid photo link.")
    .nullable(),
});
export type TGuestbookLook = z.infer<typeof ZGuestbookLook>;
export const LOOK_FIELDS = ZGuestbookLook.keyof().options;

/** The look fields of anything that carries them (a database row, the owner's JSON, a form). */
export function lookOf(source: TGuestbookLook): TGuestbookLook {
  return pickFields(source, LOOK_FIELDS);
}

const personalization = {
  ...ZGuestbookLook.shape,
  allowAnonymous: z.boolean(),
  allow24HoursBeforeAfter: z.boolean(),
  openDateEnabled: z.boolean(),
  openDate: dateTime,
  closeDateEnabled: z.boolean(),
  closeDate: dateTime,
  maxRecordingDuration: z
    .number()
    .int()
    .refine((value) => (RECORDING_DURATION_OPTIONS as readonly number[]).includes(value), "Choose 30, 60, 120, 180, 240 or 300 seconds."),
};

const guestbookName = z
  .string()
  .trim()
  .min(1, "Please enter a guestbook name.")
  .max(GUESTBOOK_NAME_MAX, `Guestbook names must be at most ${GUESTBOOK_NAME_MAX} characters.`);
const eventType = z.enum(EVENT_TYPES, { message: "Please select a guestbook type." });

export const ZGuestbookPersonalization = z.object(personalization);

export const ZGuestbookCreate = ZGuestbookPersonalization.partial()
  .extend({
    guestbookName,
    eventType,
    eventTypeCustom: text(60, "Event type").optional(),
    eventDate: isoDate,
    tierIdx: z.number({ message: "Please select a tier." }).int().min(0, "Please select a tier.").max(3, "Please select a tier."),
    requireGuestInfo: z.enum(["yes", "no"]).default("yes"),
    guestInfoPref: z.enum(GUEST_INFO_OPTIONS).default("name_email"),
  })
  .refine((value) => value.eventType !== "Other" || (typeof value.eventTypeCustom === "string" && value.eventTypeCustom.trim() !== ""), {
    path: ["eventTypeCustom"],
    message: "Please enter a custom event type.",
    // Judged even when other fields are wrong, so a form lists it with the rest (the wizard's step 1 does).
    when: ({ value }) => typeof value === "object" && value !== null,
  });
export type TGuestbookCreate = z.infer<typeof ZGuestbookCreate>;

/** 'Email me about new messages': a mail for each message (bursts folded), a daily summary, or none. */
export const HOST_NOTE_MODES = ["each", "daily", "off"] as const;
export type THostNoteMode = (typeof HOST_NOTE_MODES)[number];

export const ZGuestbookUpdate = ZGuestbookPersonalization.partial()
  .extend({
    guestbookName: guestbookName.optional(),
    eventType: eventType.optional(),
    eventTypeCustom: text(60, "Event type").nullable().optional(),
    eventDate: isoDate.optional(),
    tierIdx: z.number().int().min(0).max(3).optional(),
    guestInfo: z.enum(GUEST_INFO_OPTIONS).optional(),
    allowRecordings: z.boolean().optional(),
    hostNotes: z.enum(HOST_NOTE_MODES).optional(),
  })
  .strict();
export type TGuestbookUpdate = z.infer<typeof ZGuestbookUpdate>;

/** The text fields of POST /api/guestbooks/record (multipart). */
export const ZRecordFields = z.object({
  guestbookId: ZGuestbookId,
  guestName: optionalText(80, "Name"),
  guestEmail: ZOptionalEmail,
  anonymous: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  clientUploadId: ZClientUploadId,
});
export type TRecordFields = z.infer<typeof ZRecordFields>;

export const ZStitchRequest = z.object({
  recordingIds: z.array(ZRecordingId).max(1000),
  incrementUsage: z.boolean().optional(),
});

/** POST /api/guestbooks/{id}/recordings/card: the recordings, in order, that become one audio card's voice. */
export const ZRecordingsCardRequest = z.object({
  recordingIds: z.array(ZRecordingId).max(1000),
});

export const ZSubscriptionGuestbookCreate = z.object({ guestbookName: guestbookName.optional() });
