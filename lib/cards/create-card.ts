// Making an audio card from an uploaded take: the owner's credit is looked at first (a 402 before any
// audio is measured), then the take is checked and stored by ingestAudio, and its AudioFile, the card
// row and the spent credit are written in one transaction. A retried upload (same clientUploadId)
// answers the card the first attempt made and spends nothing.
import "server-only";
import { ingestAudio } from "@/lib/audio/ingest";
import { assertCanMakeCard, spendCardCredit } from "@/lib/credits/spend-card-credit";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, conflict } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { newPublicId } from "@/lib/ids";
import type { TCardCreateFields, TCardLook } from "@/lib/validation/cards";
import { CARD_INCLUDE, type TCardRow } from "./card-json";
import { CARD_TEXTS, CARD_DEFAULT_NAME, CARD_MAX_DURATION_SECONDS, cardHostedUntil } from "@/lib/constants/cards";
import { newLookValues, requireLook } from "./look-row";

export type TCreatedCard = { card: TCardRow; created: boolean };

export type TNewCard = Partial<TCardLook> & {
  name?: string;
  allowDownload?: boolean;
  foreverHostingEnabled?: boolean;
  sourceGuestbookId?: string | null;
  clientUploadId?: string;
};

/**
 * Spends the owner's credit and writes the card that holds `audioId`, inside the caller's transaction
 * (the upload here; the card made from guestbook recordings too). 402 when there is no credit.
 */
export async function insertCard(
  tx: Prisma.TransactionClient,
  opts: { id: string; ownerId: string; audioId: string; fields: TNewCard; now?: Date },
): Promise<TCardRow> {
  const now = opts.now ?? new Date();
  const { fields } = opts;
  await spendCardCredit(tx, { userId: opts.ownerId, personalMessageId: opts.id, now });
  const card = await tx.personalMessage.create({
    data: {
      id: opts.id,
      ownerId: opts.ownerId,
      name: fields.name ?? CARD_DEFAULT_NAME,
      look: { create: newLookValues("personal", fields) },
      audioId: opts.audioId,
      sourceGuestbookId: fields.sourceGuestbookId ?? null,
      clientUploadId: fields.clientUploadId ?? null,
      createdAt: now,
      hostedUntil: cardHostedUntil(now),
    },
    include: CARD_INCLUDE,
  });
  return requireLook(card);
}

async function existing(ownerId: string, clientUploadId: string | undefined): Promise<TCreatedCard | null> {
  if (!clientUploadId) return null;
  const card = await db.personalMessage.findUnique({ where: { clientUploadId }, include: CARD_INCLUDE });
  if (!card) return null;
  // Another account's take id: never answer its card.
  if (card.ownerId !== ownerId) throw conflict("This upload id belongs to another upload. Please record again.");
  return { card: requireLook(card), created: false };
}

export async function createCard(opts: { file: TReceivedFile | null; fields: TCardCreateFields; ownerId: string }): Promise<TCreatedCard> {
  const { fields, ownerId } = opts;
  const already = await existing(ownerId, fields.clientUploadId);
  if (already) return already;
  if (!opts.file || opts.file.size === 0) throw badRequest(CARD_TEXTS.noRecording);
  await assertCanMakeCard(db, ownerId);

  const { sessionId: _unused, ...newCard } = fields;
  const id = newPublicId();
  return ingestAudio({
    file: opts.file,
    maxDurationSeconds: CARD_MAX_DURATION_SECONDS,
    key: { scope: "cards", ownerId, id },
    existing: () => existing(ownerId, fields.clientUploadId),
    save: async (tx, audio) => ({ card: await insertCard(tx, { id, ownerId, audioId: audio.id, fields: newCard }), created: true }),
  });
}
