// The draft a signed-out visitor leaves behind when creating needs a login (spec 001 section 4): the
// whole form, the step they were on and whether they were about to pay, under PENDING_GUESTBOOK_KEY,
// where the login and signup pages look for it.
import { z } from "zod";
import { PENDING_GUESTBOOK_KEY } from "@/components/auth/post-auth-destination";
import { EVENT_TYPES } from "@/lib/guestbooks/defaults";
import { initialWizardForm, type TWizardForm } from "./wizard-form";

export type TPendingDraft = { form: TWizardForm; step: 0 | 1; paying: boolean };

type TStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const nullableText = z.string().max(2048).nullable();

// Every field is checked on the way back in: local storage is the visitor's to edit, and an old or
// mangled draft should restore what it can rather than break the page.
const ZDraftForm = z
  .object({
    eventType: z.enum([...EVENT_TYPES, ""]),
    eventTypeCustom: z.string().max(200),
    tierIdx: z.number().int().min(0).max(3).nullable(),
    allowAnonymous: z.boolean().nullable(),
    eventDate: z.union([z.literal(""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
    guestbookName: z.string().max(200),
    personalize: z.boolean().nullable(),
    title: z.string().max(2000),
    subtitle: z.string().max(2000),
    message: z.string().max(5000),
    showOverlay: z.boolean(),
    themeColor: color.nullable(),
    titleColor: color,
    buttonColor: color,
    buttonTextColor: color,
    coverImageUrl: nullableText,
    coverImagePhotographer: nullableText,
    coverImageUnsplashUrl: nullableText,
    allow24HoursBeforeAfter: z.boolean(),
  })
  .partial();

const ZDraft = z.object({
  form: z.record(z.string(), z.unknown()),
  step: z.union([z.literal(0), z.literal(1)]).catch(0),
  paying: z.boolean().catch(false),
});

export function serializeDraft(draft: TPendingDraft): string {
  return JSON.stringify(draft);
}

/** The draft in `raw`, keeping each valid field and the defaults for the rest; null if it is not a draft. */
export function parseDraft(raw: string | null): TPendingDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const draft = ZDraft.safeParse(data);
  if (!draft.success) return null;
  const form: Partial<TWizardForm> = {};
  const shape = ZDraftForm.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    if (!(key in draft.data.form)) continue;
    const field = shape[key].safeParse(draft.data.form[key]);
    if (field.success && field.data !== undefined) Object.assign(form, { [key]: field.data });
  }
  return { form: { ...initialWizardForm(), ...form }, step: draft.data.step, paying: draft.data.paying };
}

export function saveDraft(storage: TStorage, draft: TPendingDraft): void {
  storage.setItem(PENDING_GUESTBOOK_KEY, serializeDraft(draft));
}

/** Reads the draft and removes it, so it is restored once. */
export function takeDraft(storage: TStorage): TPendingDraft | null {
  const draft = parseDraft(storage.getItem(PENDING_GUESTBOOK_KEY));
  storage.removeItem(PENDING_GUESTBOOK_KEY);
  return draft;
}
