// The manage page's one form: the card's name, its look (the contract's ZCardLook, as the wizard and the
// API validate it) and its two options. Save Changes sends only the fields that differ from the stored
// card, and is shown only when there are some. Pure: unit-tested, safe in the browser.
import { z } from "zod";
import { CARD_LIMITS } from "@/lib/constants/cards";
import { ZCardLook, type TCardCommonJson, type TCardJson, type TCardLook } from "@/lib/validation/cards";

/** What the manage page edits, standard or pro: the common card JSON, the look and the owner's name. */
export type TManagedCard = TCardCommonJson & TCardLook & { name: string };

export const CARD_NAME_MAX_LENGTH = CARD_LIMITS.name;

export const ZManageCardForm = ZCardLook.extend({
  name: z.string().trim().min(1, "Please enter a name.").max(CARD_NAME_MAX_LENGTH, `Names must be at most ${CARD_NAME_MAX_LENGTH} characters.`),
  allowDownload: z.boolean(),
  foreverHostingEnabled: z.boolean(),
});
export type TManageCardForm = z.infer<typeof ZManageCardForm>;

export const MANAGE_FORM_FIELDS = ZManageCardForm.keyof().options;

export function formFromCard(card: TManagedCard): TManageCardForm {
  return Object.fromEntries(MANAGE_FORM_FIELDS.map((field) => [field, card[field]])) as TManageCardForm;
}

/** The fields of `form` that differ from `card`, as the PUT body; empty when nothing changed. */
export function changedFields(card: TManagedCard, form: TManageCardForm): Partial<TManageCardForm> {
  const stored = formFromCard(card);
  const changes: Record<string, unknown> = {};
  for (const field of MANAGE_FORM_FIELDS) {
    // Text is compared as it will be saved (trimmed), so a stray space alone is not a change.
    const value = typeof form[field] === "string" ? (form[field] as string).trim() : form[field];
    const before = typeof stored[field] === "string" ? (stored[field] as string).trim() : stored[field];
    if (value !== before) changes[field] = value;
  }
  return changes as Partial<TManageCardForm>;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** 'Forever' with Forever Hosting, else 'Until {date}' from hostedUntil (spec 002; cards-api's hosting rule). */
export function hostingLabel(card: Pick<TCardJson, "foreverHosted" | "hostedUntil">): string {
  if (card.foreverHosted) return "Forever";
  if (!card.hostedUntil) return "Forever";
  return `Until ${dateFormat.format(new Date(card.hostedUntil))}`;
}

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** m:ss of a card's length; 'Processing…' before the server has measured it. */
export function formatLength(durationMs: number | null): string {
  if (durationMs === null) return "Processing…";
  const seconds = Math.round(durationMs / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The card's name as a file name (without extension): characters file systems refuse are replaced. */
export function fileBaseName(name: string): string {
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, "-").trim() || "audio-card";
}
