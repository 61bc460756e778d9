// The wizard's form (spec 002 step 2): the card's look, its name and the two options, judged with the
// look schema the routes share (ZCardLook), and how it travels: as the multipart fields of
// POST /api/personal-messages, as the body of PUT /api/personal-messages/{id}, and as the text fields
// kept with an unsent take in IndexedDB across sign-in and payment.
import { z } from "zod";
import { DEFAULT_CARD_LOOK, ZCardLook, type TCardLook } from "@/lib/cards/look";

export const CARD_NAME_MAX = 100;
export const DEFAULT_CARD_NAME = "My Audio Card";

export const ZCardWizardForm = ZCardLook.extend({
  name: z.string().trim().min(1, "Please give the card a name.").max(CARD_NAME_MAX, `Name must be at most ${CARD_NAME_MAX} characters.`),
  allowDownload: z.boolean(),
  foreverHostingEnabled: z.boolean(),
  /** The Yes/No question; No keeps the default look. Never sent to the server. */
  personalize: z.boolean(),
});
export type TCardWizardForm = z.infer<typeof ZCardWizardForm>;

export const INITIAL_CARD_FORM: TCardWizardForm = {
  ...DEFAULT_CARD_LOOK,
  name: DEFAULT_CARD_NAME,
  allowDownload: true,
  foreverHostingEnabled: true,
  personalize: false,
};

/** What the card will look like: the chosen look when personalizing, else the default one. */
export function effectiveLook(form: TCardWizardForm): TCardLook {
  if (!form.personalize) return DEFAULT_CARD_LOOK;
  const { name: _name, allowDownload: _download, foreverHostingEnabled: _forever, personalize: _personalize, ...look } = form;
  return look;
}

const LOOK_TEXT_FIELDS = ["title", "subtitle", "message", "buttonColor", "buttonTextColor", "titleColor", "subtitleColor"] as const;
const LOOK_COVER_FIELDS = ["coverImageUrl", "coverImagePhotographer", "coverImageUnsplashUrl"] as const;

/** The multipart fields of POST /api/personal-messages (the contract's names; booleans as "true"/"false"). */
export function createFields(form: TCardWizardForm): Record<string, string> {
  const look = effectiveLook(form);
  const fields: Record<string, string> = { name: form.name.trim() };
  for (const field of LOOK_TEXT_FIELDS) fields[field] = look[field];
  for (const field of LOOK_COVER_FIELDS) {
    const value = look[field];
    if (value) fields[field] = value;
  }
  fields.showOverlay = String(look.showOverlay);
  fields.allowDownload = String(form.allowDownload);
  fields.foreverHostingEnabled = String(form.foreverHostingEnabled);
  return fields;
}

/** The body of PUT /api/personal-messages/{id}: the look and both options (a card made from recordings). */
export function updateBody(form: TCardWizardForm): Record<string, unknown> {
  return { name: form.name.trim(), ...effectiveLook(form), allowDownload: form.allowDownload, foreverHostingEnabled: form.foreverHostingEnabled };
}

/** What is kept with the take: the create fields plus the Yes/No answer, all text. */
export function draftFields(form: TCardWizardForm): Record<string, string> {
  return { ...createFields(form), personalize: String(form.personalize) };
}

/**
 * The form back from kept fields. Each field is judged on its own, so one that no longer passes (a
 * limit tightened in a later release) falls back to its default instead of losing the whole draft.
 */
export function formFromDraftFields(fields: Record<string, string>): TCardWizardForm {
  const shape = ZCardWizardForm.shape;
  const form: Record<string, unknown> = { ...INITIAL_CARD_FORM };
  for (const key of Object.keys(shape) as (keyof TCardWizardForm)[]) {
    const raw = fields[key];
    const isBoolean = typeof INITIAL_CARD_FORM[key] === "boolean";
    const isNullable = LOOK_COVER_FIELDS.includes(key as (typeof LOOK_COVER_FIELDS)[number]);
    const value = isBoolean ? (raw === "true" ? true : raw === "false" ? false : undefined) : raw === undefined && isNullable ? null : raw;
    if (value === undefined) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) form[key] = parsed.data;
  }
  return form as TCardWizardForm;
}

/** The form for a card that exists already (made from guestbook recordings): its look and options. */
export function formFromCard(card: TCardLook & { name: string; allowDownload: boolean; foreverHostingEnabled: boolean }): TCardWizardForm {
  const form: TCardWizardForm = {
    ...INITIAL_CARD_FORM,
    personalize: true,
    name: card.name,
    allowDownload: card.allowDownload,
    foreverHostingEnabled: card.foreverHostingEnabled,
  };
  for (const key of Object.keys(DEFAULT_CARD_LOOK) as (keyof TCardLook)[]) (form as Record<string, unknown>)[key] = card[key];
  return form;
}
