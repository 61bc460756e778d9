// The recipient's calls once the card is activated, before a voice exists, from the activating browser
// only (recipient-access.ts): PUT .../{id}/update changes the look; POST .../{id}/record saves the voice
// (base64 JSON, through the same checks as every upload: ffmpeg decides it is audio and measures it, 60 s
// at most) with the look, after which the card is read-only to the public and the browser's token is
// spent. Both re-check the card under its row lock in the transaction that writes, so a second recording
// or a token moved to another device meanwhile is refused there too.
import "server-only";
import { base64BodyLimit, decodeAudioData, readBase64TakeBody, withTakeFile } from "@/lib/audio/base64-take";
import { ingestAudio } from "@/lib/audio/ingest";
import { uploadTooLargeMessage } from "@/lib/audio/limits";
import { CARD_INCLUDE } from "@/lib/cards/card-json";
import { requireLook, withLookChanges } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { assertDeclaredSize } from "@/lib/http/read-json";
import { newPublicId } from "@/lib/ids";
import { ZProCardRecord, type TProCardLookUpdate } from "@/lib/validation/pro-cards";
import { PRO_CARD_DURATION_TOLERANCE_MS, PRO_CARD_MAX_DURATION_SECONDS, PRO_CARD_TEXTS, PRO_CARD_UPLOAD_MAX_BYTES } from "@/lib/constants/pro-cards";
import { getProCard } from "./find-pro-card";
import type { TProCardRow } from "./pro-card-json";
import { assertRecorder } from "./recipient-access";

type TRecipient = { id: string; cookieValue: string | undefined };

/** Locks the card's row and checks again that this browser may still change it. */
async function lockForRecorder(tx: Prisma.TransactionClient, { id, cookieValue }: TRecipient): Promise<void> {
  const [row] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM "ProAudioMessage" WHERE id = ${id} FOR UPDATE`;
  const card = row ? await tx.proAudioMessage.findUnique({ where: { id }, include: { look: true } }) : null;
  if (!card) throw notFound(PRO_CARD_TEXTS.notFound);
  assertRecorder(requireLook(card), cookieValue);
}

export async function updateProCardLook(opts: TRecipient & { changes: TProCardLookUpdate }): Promise<TProCardRow> {
  assertRecorder(await getProCard(opts.id), opts.cookieValue);
  return db.$transaction(async (tx) => {
    await lockForRecorder(tx, opts);
    return requireLook(await tx.proAudioMessage.update({ where: { id: opts.id }, data: withLookChanges(opts.changes), include: CARD_INCLUDE }));
  });
}

export async function recordProCard(opts: TRecipient & { request: Request }): Promise<TProCardRow> {
  // Before anything is looked up or read: a body declared too large is refused at once.
  assertDeclaredSize(opts.request, base64BodyLimit(PRO_CARD_UPLOAD_MAX_BYTES), uploadTooLargeMessage(PRO_CARD_UPLOAD_MAX_BYTES));
  const card = await getProCard(opts.id);
  assertRecorder(card, opts.cookieValue);
  const body = await readBase64TakeBody(opts.request, ZProCardRecord, PRO_CARD_UPLOAD_MAX_BYTES);
  const bytes = decodeAudioData(body.audioData, { maxAudioBytes: PRO_CARD_UPLOAD_MAX_BYTES, emptyMessage: PRO_CARD_TEXTS.noRecording });
  // The browser's own measure of the length is not trusted: ffmpeg measures the take.
  const { audioData: _data, audioType, duration: _declaredSeconds, ...look } = body;

  return withTakeFile(bytes, audioType ?? "", (file) =>
    ingestAudio({
      file,
      maxDurationSeconds: PRO_CARD_MAX_DURATION_SECONDS,
      toleranceMs: PRO_CARD_DURATION_TOLERANCE_MS,
      key: { scope: "cards", ownerId: card.creatorId, id: `${card.id}_${newPublicId(8)}` },
      existing: async () => null,
      save: async (tx, audio) => {
        await lockForRecorder(tx, opts);
        const recorded = await tx.proAudioMessage.update({
          where: { id: card.id },
          data: { ...withLookChanges(look), audioId: audio.id, status: "recorded", recordedAt: new Date(), recorderTokenHash: null },
          include: CARD_INCLUDE,
        });
        return requireLook(recorded);
      },
    }),
  );
}
