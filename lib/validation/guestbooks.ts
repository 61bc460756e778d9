// Request bodies of the guestbook calls (spec 001 section 7). The server still decides everything that
// costs money or bounds a recording: tier limits are checked against lib/pricing/plans.ts afterwards.
import { GUESTBOOK_LANGUAGE_SETTINGS } from "@/lib/i18n/languages";
import { z } from "zod";
import { pickFields } from "./pick-fields";
import { EVENT_TYPES, GUEST_INFO_OPTIONS, GUESTBOOK_NAME_MAX, RECORDING_DURATION_OPTIONS } from "@/lib/constants/guestbooks";
import { COLOUR_FORM_ERROR, hexColor, ZHexColor } from "./colors";
import { optionalText, UPLOADER_NAME_MAX, ZClientUploadId, ZOptionalEmail } from "./upload-fields";

/** The look's texts and the custom event type: the forms read their inputs' maxLength from here. */
export const LOOK_TEXT_MAX = { title: 120, subtitle: 200, message: 1000 } as const;
export const EVENT_TYPE_CUSTOM_MAX = 60;

export const ZGuestbookId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Guestbook Not Found");
export const ZRecordingId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Recording not found.");

/** Spec 001 section 5's texts: the forms' schema below and the server's checks (lib/guestbooks) both say these. */
export const GUESTBOOK_ERRORS = {
  name: "Please enter a guestbook name.",
  customEventType: "Please enter a custom event type.",
  eventDate: "Please select an event date.",
  eventDateInvalid: "Please enter a valid event date",
  eventDatePast: "The event date cannot be in the past.",
  openDate: "Please choose an open date.",
  closeDate: "Please choose a close date.",
  closeDatePast: "The close date cannot be in the past.",
  closeBeforeOpen: "The close date must be after the open date.",
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar day written YYYY-MM-DD. */
export function isValidDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const [year, month, date] = day.split("-").map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/** Whether this runtime's Intl knows `name` as an IANA time zone ("America/New_York", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const TIME_ZONE_ERROR = "Choose a time zone such as America/New_York.";
/** The event's time zone (issue 50): an IANA name. */
export const ZTimeZone = z.string().refine(isTimeZone, TIME_ZONE_ERROR);

const text = (max: number, label: string) => z.string().trim().max(max, `${label} must be at most ${max} characters.`);
const isoDate = z
  .string()
  .regex(ISO_DAY, GUESTBOOK_ERRORS.eventDate)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), GUESTBOOK_ERRORS.eventDateInvalid);
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
  title: text(LOOK_TEXT_MAX.title, "Title"),
  subtitle: text(LOOK_TEXT_MAX.subtitle, "Subtitle"),
  message: text(LOOK_TEXT_MAX.message, "Message"),
  showTitle: z.boolean(),
  showSubtext: z.boolean(),
  showMessage: z.boolean(),
  showOverlay: z.boolean(),
  themeColor: ZHexColor.nullable(),
  titleColor: ZHexColor,
  buttonColor: ZHexColor,
  buttonTextColor: ZHexColor,
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

/** A guestbook's approval setting: 'none' shows a take to the family at once, 'approve' after the host approves it. */
export const MODERATION_MODES = ["none", "approve"] as const;
export type TModerationMode = (typeof MODERATION_MODES)[number];

const guestRules = {
  allowAnonymous: z.boolean(),
  /** "Even out voices" (lib/audio/polish.ts): on by default. */
  voicePolish: z.boolean(),
  /** 'approve': each new take waits for the host's approval before the family sees it (issue 50); 'none' by default. */
  moderation: z.enum(MODERATION_MODES, { message: "Choose whether messages are shown at once or after your approval." }),
  language: z.enum(GUESTBOOK_LANGUAGE_SETTINGS, { message: "Choose a language, or Automatic." }),
  allow24HoursBeforeAfter: z.boolean(),
  maxRecordingDuration: z
    .number()
    .int()
    .refine((value) => (RECORDING_DURATION_OPTIONS as readonly number[]).includes(value), "Choose 30, 60, 120, 180, 240 or 300 seconds."),
};

const personalization = {
  ...ZGuestbookLook.shape,
  ...guestRules,
  openDateEnabled: z.boolean(),
  openDate: dateTime,
  closeDateEnabled: z.boolean(),
  closeDate: dateTime,
};

const guestbookName = z
  .string()
  .trim()
  .min(1, GUESTBOOK_ERRORS.name)
  .max(GUESTBOOK_NAME_MAX, `Guestbook names must be at most ${GUESTBOOK_NAME_MAX} characters.`);
const eventType = z.enum(EVENT_TYPES, { message: "Please select a guestbook type." });

export const ZGuestbookPersonalization = z.object(personalization);

export const ZGuestbookCreate = ZGuestbookPersonalization.partial()
  .extend({
    guestbookName,
    eventType,
    eventTypeCustom: text(EVENT_TYPE_CUSTOM_MAX, "Event type").optional(),
    eventDate: isoDate,
    tierIdx: z.number({ message: "Please select a tier." }).int().min(0, "Please select a tier.").max(3, "Please select a tier."),
    requireGuestInfo: z.enum(["yes", "no"]).default("yes"),
    guestInfoPref: z.enum(GUEST_INFO_OPTIONS).default("name_email"),
    timeZone: ZTimeZone.optional(),
  })
  .refine((value) => value.eventType !== "Other" || (typeof value.eventTypeCustom === "string" && value.eventTypeCustom.trim() !== ""), {
    path: ["eventTypeCustom"],
    message: GUESTBOOK_ERRORS.customEventType,
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
    eventTypeCustom: text(EVENT_TYPE_CUSTOM_MAX, "Event type").nullable().optional(),
    eventDate: isoDate.optional(),
    tierIdx: z.number().int().min(0).max(3).optional(),
    guestInfo: z.enum(GUEST_INFO_OPTIONS).optional(),
    allowRecordings: z.boolean().optional(),
    hostNotes: z.enum(HOST_NOTE_MODES).optional(),
    timeZone: ZTimeZone.optional(),
  })
  .strict();
export type TGuestbookUpdate = z.infer<typeof ZGuestbookUpdate>;

/**
 * The edit page's and the Personalization tab's form: the fields of PUT /api/guestbooks/{id} with the
 * route's own schemas, as the page holds them (open and close dates as the host's calendar days, "" when
 * unset; colours with the form's text). What depends on today is judged by `guestbookDetailsSchema`.
 */
export const ZGuestbookForm = z.object({
  ...ZGuestbookLook.shape,
  titleColor: hexColor(COLOUR_FORM_ERROR),
  buttonColor: hexColor(COLOUR_FORM_ERROR),
  buttonTextColor: hexColor(COLOUR_FORM_ERROR),
  ...guestRules,
  guestbookName,
  eventType: z.string(),
  eventTypeCustom: z.string(),
  eventDate: z.string(),
  guestInfo: z.enum(GUEST_INFO_OPTIONS),
  allowRecordings: z.boolean(),
  openDateEnabled: z.boolean(),
  openDate: z.string(),
  closeDateEnabled: z.boolean(),
  closeDate: z.string(),
  timeZone: ZTimeZone,
});
/** The form as the page holds it. */
export type TGuestbookForm = z.input<typeof ZGuestbookForm>;

/**
 * The form judged on `today` (the host's calendar day, YYYY-MM-DD), spec 001 section 5. A date left as
 * it is in `kept` (the guestbook as loaded) is not judged against today, so an old event still saves.
 */
export function guestbookDetailsSchema({ today, kept }: { today: string; kept?: Pick<TGuestbookForm, "eventDate" | "closeDate"> }) {
  return ZGuestbookForm.superRefine(
    (form, ctx) => {
      const fail = (field: keyof TGuestbookForm, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
      if (form.eventType === "Other" && !form.eventTypeCustom.trim()) fail("eventTypeCustom", GUESTBOOK_ERRORS.customEventType);
      if (!form.eventDate) fail("eventDate", GUESTBOOK_ERRORS.eventDate);
      else if (!isValidDay(form.eventDate)) fail("eventDate", GUESTBOOK_ERRORS.eventDateInvalid);
      else if (form.eventDate !== kept?.eventDate && form.eventDate < today) fail("eventDate", GUESTBOOK_ERRORS.eventDatePast);
      let closeFailed = false;
      if (form.closeDateEnabled) {
        closeFailed = true;
        if (!isValidDay(form.closeDate)) fail("closeDate", GUESTBOOK_ERRORS.closeDate);
        else if (form.closeDate !== kept?.closeDate && form.closeDate < today) fail("closeDate", GUESTBOOK_ERRORS.closeDatePast);
        else closeFailed = false;
      }
      if (form.openDateEnabled) {
        if (!isValidDay(form.openDate)) fail("openDate", GUESTBOOK_ERRORS.openDate);
        else if (form.closeDateEnabled && !closeFailed && form.closeDate < form.openDate) fail("closeDate", GUESTBOOK_ERRORS.closeBeforeOpen);
      }
    },
    // Judged even when other fields are wrong, so the form lists every error at once.
    { when: ({ value }) => typeof value === "object" && value !== null },
  );
}

/** The text fields of POST /api/guestbooks/record (multipart). */
export const ZRecordFields = z.object({
  guestbookId: ZGuestbookId,
  guestName: optionalText(UPLOADER_NAME_MAX, "Name"),
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

const RECORDINGS_BULK_ACTIONS = ["hide", "unhide", "delete"] as const;
const RECORDINGS_BULK_MAX = 1000;
/** The opaque tag of the connection a take came from (lib/recordings/guest-address.ts), as the recordings list gives it. */
const ZAddressTag = z.string().regex(/^[A-Za-z0-9_-]{22}$/, "Unknown address tag.");

/**
 * POST /api/guestbooks/{id}/recordings/bulk: hide, show again or delete many recordings at once, named by
 * `ids` or chosen by `match` (every take with this guest name and/or from this connection), never both.
 */
export const ZRecordingsBulk = z
  .object({
    action: z.enum(RECORDINGS_BULK_ACTIONS, "Choose hide, unhide or delete."),
    ids: z
      .array(ZRecordingId)
      .min(1, "Choose at least one recording.")
      .max(RECORDINGS_BULK_MAX, `At most ${RECORDINGS_BULK_MAX} recordings at once.`)
      .optional(),
    match: z
      .object({ guestName: z.string().trim().min(1).max(80).optional(), addressTag: ZAddressTag.optional() })
      .strict()
      .refine((match) => match.guestName !== undefined || match.addressTag !== undefined, "Match a guest name or an address tag.")
      .optional(),
  })
  .strict()
  .refine((body) => (body.ids === undefined) !== (body.match === undefined), { message: "Give either ids or match.", path: ["ids"] });
export type TRecordingsBulk = z.infer<typeof ZRecordingsBulk>;

/** PUT /api/guestbooks/{id}/recordings: approve the takes named (issue 50); only `approved: true` is a change. */
export const ZRecordingsApproval = z
  .object({
    ids: z
      .array(ZRecordingId, "Choose at least one recording.")
      .min(1, "Choose at least one recording.")
      .max(RECORDINGS_BULK_MAX, `At most ${RECORDINGS_BULK_MAX} recordings at once.`),
    approved: z.literal(true, { message: "Approve with approved: true." }),
  })
  .strict();
export type TRecordingsApproval = z.infer<typeof ZRecordingsApproval>;

export const ZSubscriptionGuestbookCreate = z.object({ guestbookName: guestbookName.optional() });
