// The draft a signed-out visitor leaves behind when creating needs a login (spec 001 section 4): the
// whole form, the step they were on and whether they were about to pay, under PENDING_GUESTBOOK_KEY,
// where the login and signup pages look for it.
import { z } from "zod";
import { PENDING_GUESTBOOK_KEY } from "@/components/auth/post-auth-destination";
import { initialWizardForm, WIZARD_FIELDS, ZWizardForm, type TWizardDraft } from "./wizard-form";

export type TPendingDraft = { form: TWizardDraft; step: 0 | 1; paying: boolean };

type TStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

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
  // Every field is checked on the way back in, by the form's own schema: local storage is the visitor's
  // to edit, and an old or mangled draft should restore what it can rather than break the page.
  const form: Partial<Record<keyof TWizardDraft, unknown>> = {};
  for (const field of WIZARD_FIELDS) {
    const value = draft.data.form[field];
    if (value !== undefined && ZWizardForm.shape[field].safeParse(value).success) form[field] = value;
  }
  return { form: { ...initialWizardForm(), ...(form as Partial<TWizardDraft>) }, step: draft.data.step, paying: draft.data.paying };
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
