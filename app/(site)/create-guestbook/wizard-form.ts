// The wizard's form model: what steps 1 and 2 hold, judged by the schema of POST /api/guestbooks (with
// spec 001 section 5's texts), and the body sent. Pure, so it is shared by the components and the tests.
import { z } from "zod";
import { DEFAULT_GUESTBOOK_COLORS, DEFAULT_GUESTBOOK_TEXTS, EVENT_GUESTBOOK_TEXTS, type TEventType } from "@/lib/constants/guestbooks";
import { coverFromChoice, DEFAULT_COVER, type TCoverChoice } from "@/components/image-chooser/cover-choice";
import { endOfLocalDayIso, startOfLocalDayIso } from "@/components/guestbooks/manage/guestbook-form";
import { guestbookTier } from "@/lib/pricing/plans";
import { isTimeZone, lookOf, ZGuestbookCreate, ZGuestbookLook, type TGuestbookCreate } from "@/lib/validation/guestbooks";

const route = ZGuestbookCreate.shape;
/**
 * The route's body schema as the wizard's form, with what the wizard always holds made required: the
 * look without its show/hide switches (the wizard shows every text; the body turns them all on), the
 * custom event type, the 24-hour option, and an answer on anonymous recordings (the route defaults it to
 * no, the wizard asks). `personalize` is step 2's yes or no, which is not sent.
 */
export const ZWizardForm = ZGuestbookCreate.safeExtend({
  ...ZGuestbookLook.omit({ showTitle: true, showSubtext: true, showMessage: true }).shape,
  eventTypeCustom: route.eventTypeCustom.unwrap(),
  allowAnonymous: z.boolean({ message: "Please select whether to allow anonymous recordings." }),
  allow24HoursBeforeAfter: route.allow24HoursBeforeAfter.unwrap(),
  voicePolish: route.voicePolish.unwrap(),
  moderation: route.moderation.unwrap(),
  language: route.language.unwrap(),
  // Held as the host's calendar days (YYYY-MM-DD, "" when unset); the body carries them as instants.
  openDateEnabled: z.boolean(),
  openDate: z.string(),
  closeDateEnabled: z.boolean(),
  closeDate: z.string(),
  personalize: z.boolean().optional(),
});

/** The form complete, as the schema takes it in. */
export type TWizardForm = z.input<typeof ZWizardForm>;
/** The form as judged: texts trimmed. */
export type TWizardValid = z.output<typeof ZWizardForm>;

type TQuestion = "eventType" | "tierIdx" | "allowAnonymous";
/** The form as filled so far: step 1's questions are unanswered until picked. */
export type TWizardDraft = Omit<TWizardForm, TQuestion> & Partial<Pick<TWizardForm, TQuestion>>;

export function initialWizardForm(guestbookName = ""): TWizardDraft {
  return {
    eventType: undefined,
    eventTypeCustom: "",
    tierIdx: undefined,
    allowAnonymous: undefined,
    eventDate: "",
    guestbookName,
    personalize: undefined,
    ...DEFAULT_GUESTBOOK_TEXTS,
    showOverlay: true,
    ...DEFAULT_GUESTBOOK_COLORS,
    ...DEFAULT_COVER,
    allow24HoursBeforeAfter: true,
    voicePolish: true,
    moderation: "none",
    language: "auto",
    openDateEnabled: false,
    openDate: "",
    closeDateEnabled: false,
    closeDate: "",
  };
}

/** The time zone the host's browser is set to ("America/New_York"), or undefined when it says none. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Every field the wizard holds (and a pending draft keeps). */
export const WIZARD_FIELDS = Object.keys(initialWizardForm()) as (keyof TWizardDraft)[];

/** Choosing an event type switches the untouched default texts to the event wording. */
export function withEventType(form: TWizardDraft, eventType: TEventType): TWizardDraft {
  return {
    ...form,
    eventType,
    subtitle: form.subtitle === DEFAULT_GUESTBOOK_TEXTS.subtitle ? EVENT_GUESTBOOK_TEXTS.subtitle : form.subtitle,
    message: form.message === DEFAULT_GUESTBOOK_TEXTS.message ? EVENT_GUESTBOOK_TEXTS.message : form.message,
  };
}

export function withCoverChoice(form: TWizardDraft, choice: TCoverChoice): TWizardDraft {
  return { ...form, ...coverFromChoice(choice) };
}

/** The cover a "No" to personalizing falls back to. */
export function withDefaultCover(form: TWizardDraft): TWizardDraft {
  return { ...form, ...DEFAULT_COVER };
}

/** Step 1's fields in the order the page asks for them. */
const STEP_ONE_FIELDS = ["eventType", "eventTypeCustom", "tierIdx", "allowAnonymous", "eventDate", "guestbookName"] as const;
export type TStepOneField = (typeof STEP_ONE_FIELDS)[number];
export type TStepOneErrors = Partial<Record<TStepOneField, string>>;

/** Step 1's errors among a field → message map (react-hook-form's, or the schema's), in page order. */
export function stepOneErrorsOf(messages: Partial<Record<string, string | undefined>>): TStepOneErrors {
  return Object.fromEntries(STEP_ONE_FIELDS.flatMap((field) => (messages[field] ? [[field, messages[field]]] : [])));
}

/** What step 1 still lacks, by the route's schema: each field's first error, in page order. */
export function stepOneErrors(form: TWizardDraft): TStepOneErrors {
  const result = ZWizardForm.safeParse(form);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return stepOneErrorsOf(messages);
}

/**
 * The body of POST /api/guestbooks. The recording length is left to the server, which takes it from
 * the tier; guest info defaults to name and email as the spec's payload does. The event's time zone is
 * the host's browser's (issue 50), changeable later on the edit page.
 */
export function toCreatePayload(form: TWizardValid, timeZone = browserTimeZone()): TGuestbookCreate {
  return {
    guestbookName: form.guestbookName,
    eventType: form.eventType,
    eventTypeCustom: form.eventType === "Other" ? form.eventTypeCustom : undefined,
    eventDate: form.eventDate,
    tierIdx: form.tierIdx,
    requireGuestInfo: "yes",
    guestInfoPref: "name_email",
    allowAnonymous: form.allowAnonymous,
    ...lookOf({ ...form, showTitle: true, showSubtext: true, showMessage: true }),
    ...(form.themeColor ? { ...DEFAULT_COVER, themeColor: form.themeColor } : {}),
    allow24HoursBeforeAfter: form.allow24HoursBeforeAfter,
    voicePolish: form.voicePolish,
    moderation: form.moderation,
    language: form.language,
    ...(timeZone && isTimeZone(timeZone) ? { timeZone } : {}),
    // Only the tiers with open and close dates offer them (the server refuses them on others).
    ...(guestbookTier(form.tierIdx).openCloseDates
      ? {
          openDateEnabled: form.openDateEnabled && form.openDate !== "",
          openDate: form.openDateEnabled && form.openDate ? startOfLocalDayIso(form.openDate) : null,
          closeDateEnabled: form.closeDateEnabled && form.closeDate !== "",
          closeDate: form.closeDateEnabled && form.closeDate ? endOfLocalDayIso(form.closeDate) : null,
        }
      : { openDateEnabled: false, openDate: null, closeDateEnabled: false, closeDate: null }),
  };
}
