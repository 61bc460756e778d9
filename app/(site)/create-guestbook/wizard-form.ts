// The wizard's form state, what step 1 still lacks (spec 001 section 5's alerts), and the creation
// payload sent to POST /api/guestbooks. Pure, so it is shared by the components and the unit tests.
import {
  DEFAULT_GUESTBOOK_COLORS,
  DEFAULT_GUESTBOOK_TEXTS,
  EVENT_GUESTBOOK_TEXTS,
  type TEventType,
} from "@/lib/guestbooks/defaults";
import { coverFromChoice, DEFAULT_COVER, type TCoverChoice } from "@/components/image-chooser/cover-choice";
import { lookOf, type TGuestbookCreate, type TGuestbookLook } from "@/lib/validation/guestbooks";

/** The wizard shows every text, so it has no show/hide switches; the payload turns them all on. */
export type TWizardForm = Omit<TGuestbookLook, "showTitle" | "showSubtext" | "showMessage"> & {
  eventType: TEventType | "";
  eventTypeCustom: string;
  tierIdx: number | null;
  allowAnonymous: boolean | null;
  /** YYYY-MM-DD, or "" until picked. */
  eventDate: string;
  guestbookName: string;
  personalize: boolean | null;
  allow24HoursBeforeAfter: boolean;
};

export function initialWizardForm(guestbookName = ""): TWizardForm {
  return {
    eventType: "",
    eventTypeCustom: "",
    tierIdx: null,
    allowAnonymous: null,
    eventDate: "",
    guestbookName,
    personalize: null,
    title: DEFAULT_GUESTBOOK_TEXTS.title,
    subtitle: DEFAULT_GUESTBOOK_TEXTS.subtitle,
    message: DEFAULT_GUESTBOOK_TEXTS.message,
    showOverlay: true,
    themeColor: null,
    titleColor: DEFAULT_GUESTBOOK_COLORS.titleColor,
    buttonColor: DEFAULT_GUESTBOOK_COLORS.buttonColor,
    buttonTextColor: DEFAULT_GUESTBOOK_COLORS.buttonTextColor,
    coverImageUrl: null,
    coverImagePhotographer: null,
    coverImageUnsplashUrl: null,
    allow24HoursBeforeAfter: true,
  };
}

/** Choosing an event type switches the untouched default texts to the event wording. */
export function withEventType(form: TWizardForm, eventType: TEventType): TWizardForm {
  return {
    ...form,
    eventType,
    subtitle: form.subtitle === DEFAULT_GUESTBOOK_TEXTS.subtitle ? EVENT_GUESTBOOK_TEXTS.subtitle : form.subtitle,
    message: form.message === DEFAULT_GUESTBOOK_TEXTS.message ? EVENT_GUESTBOOK_TEXTS.message : form.message,
  };
}

export function withCoverChoice(form: TWizardForm, choice: TCoverChoice): TWizardForm {
  return { ...form, ...coverFromChoice(choice) };
}

/** The cover a "No" to personalizing falls back to. */
export function withDefaultCover(form: TWizardForm): TWizardForm {
  return { ...form, ...DEFAULT_COVER };
}

export type TStepOneField = "eventType" | "eventTypeCustom" | "tierIdx" | "allowAnonymous" | "eventDate" | "guestbookName";

export const STEP_ONE_MESSAGES: Record<TStepOneField, string> = {
  eventType: "Please select a guestbook type.",
  eventTypeCustom: "Please enter a custom event type.",
  tierIdx: "Please select a tier.",
  allowAnonymous: "Please select whether to allow anonymous recordings.",
  eventDate: "Please select an event date.",
  guestbookName: "Please enter a guestbook name.",
};

/** Every step-1 field still missing, in the order the page asks for them. */
export function stepOneErrors(form: TWizardForm): Partial<Record<TStepOneField, string>> {
  const errors: Partial<Record<TStepOneField, string>> = {};
  if (!form.eventType) errors.eventType = STEP_ONE_MESSAGES.eventType;
  else if (form.eventType === "Other" && !form.eventTypeCustom.trim()) errors.eventTypeCustom = STEP_ONE_MESSAGES.eventTypeCustom;
  if (form.tierIdx === null) errors.tierIdx = STEP_ONE_MESSAGES.tierIdx;
  if (form.allowAnonymous === null) errors.allowAnonymous = STEP_ONE_MESSAGES.allowAnonymous;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.eventDate)) errors.eventDate = STEP_ONE_MESSAGES.eventDate;
  if (!form.guestbookName.trim()) errors.guestbookName = STEP_ONE_MESSAGES.guestbookName;
  return errors;
}

export function isStepOneComplete(form: TWizardForm): boolean {
  return Object.keys(stepOneErrors(form)).length === 0;
}

/**
 * The body of POST /api/guestbooks. The recording length is left to the server, which takes it from
 * the tier; guest info defaults to name and email as the spec's payload does.
 */
export function toCreatePayload(form: TWizardForm): TGuestbookCreate {
  if (!form.eventType || form.tierIdx === null || form.allowAnonymous === null) {
    throw new Error("Step 1 is incomplete");
  }
  return {
    guestbookName: form.guestbookName.trim(),
    eventType: form.eventType,
    eventTypeCustom: form.eventType === "Other" ? form.eventTypeCustom.trim() : undefined,
    eventDate: form.eventDate,
    tierIdx: form.tierIdx,
    requireGuestInfo: "yes",
    guestInfoPref: "name_email",
    allowAnonymous: form.allowAnonymous,
    ...lookOf({ ...form, showTitle: true, showSubtext: true, showMessage: true }),
    ...(form.themeColor ? { ...DEFAULT_COVER, themeColor: form.themeColor } : {}),
    title: form.title.trim(),
    subtitle: form.subtitle.trim(),
    message: form.message.trim(),
    allow24HoursBeforeAfter: form.allow24HoursBeforeAfter,
    openDateEnabled: false,
    openDate: null,
    closeDateEnabled: false,
    closeDate: null,
  };
}
