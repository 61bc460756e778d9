// The wizard's unsent card: the take and the form, kept in the browser's IndexedDB store of unsent takes
// (lib/client/uploads/pending-takes.ts) under the take's clientUploadId, so a visitor who signs in, signs
// up or pays comes back to the same voice and choices, and a retried create is answered with the card
// already made instead of spending a second credit. One draft a browser: a new one replaces the last.
import { CARD_CREATE_ENDPOINT, type TCardTake } from "@/lib/client/cards";
import { extensionForMimeType } from "@/lib/client/recorder/choose-mime-type";
import { deletePendingTake, listPendingTakes, savePendingTake } from "@/lib/client/uploads/pending-takes";
import { draftFields, formFromDraftFields, type TCardWizardForm } from "@/lib/cards/wizard-form";

export type TCardDraft = { key: string; take: TCardTake; form: TCardWizardForm; createdAt: number };

/** Keeps the take and the form; answers the key (the clientUploadId) the draft is kept under. */
export async function saveCardDraft(draft: { key?: string; take: TCardTake; form: TCardWizardForm }): Promise<string> {
  const key = draft.key ?? crypto.randomUUID();
  const older = await listPendingTakes(CARD_CREATE_ENDPOINT);
  await savePendingTake({
    key,
    blob: draft.take.blob,
    mimeType: draft.take.mimeType,
    fileName: `card.${extensionForMimeType(draft.take.mimeType)}`,
    fields: { ...draftFields(draft.form), durationMs: String(Math.round(draft.take.durationMs)) },
    endpoint: CARD_CREATE_ENDPOINT,
    createdAt: Date.now(),
  });
  await Promise.all(older.filter((take) => take.key !== key).map((take) => deletePendingTake(take.key)));
  return key;
}

/** The newest kept card draft, or null (none, or IndexedDB unavailable). */
export async function loadCardDraft(): Promise<TCardDraft | null> {
  const kept = await listPendingTakes(CARD_CREATE_ENDPOINT).catch(() => []);
  const newest = kept.at(-1);
  if (!newest) return null;
  const { durationMs, ...fields } = newest.fields;
  return {
    key: newest.key,
    take: { blob: newest.blob, mimeType: newest.mimeType, durationMs: Number(durationMs) || 0 },
    form: formFromDraftFields(fields),
    createdAt: newest.createdAt,
  };
}

export async function forgetCardDraft(key: string): Promise<void> {
  await deletePendingTake(key).catch((error: unknown) => console.warn("Could not forget a delivered card draft", error));
}
