// The owner replaces a card's voice with a new take sent as base64 JSON (spec 002 section 7). The bytes
// go through the same door as every upload (lib/audio/base64-take.ts, then ingestAudio): ffmpeg checks
// and measures them (415 not audio, 422 too long), the size cap is the upload cap (413), and the new
// AudioFile and the card's pointer to it are written in one transaction; the old voice and its files go after.
import "server-only";
import { decodeAudioData, readBase64TakeBody, withTakeFile } from "@/lib/audio/base64-take";
import { deleteAudio } from "@/lib/audio/delete-audio";
import { ingestAudio } from "@/lib/audio/ingest";
import { AUDIO_UPLOAD_MAX_BYTES } from "@/lib/audio/limits";
import { ApiError } from "@/lib/http/errors";
import { newPublicId } from "@/lib/ids";
import { ZCardReplaceAudio } from "@/lib/validation/cards";
import { CARD_INCLUDE, type TCardRow } from "./card-json";
import { CARD_MAX_DURATION_SECONDS, CARD_TEXTS } from "@/lib/constants/cards";
import { getOwnedCard } from "./find-card";
import { requireLook } from "./look-row";

export async function replaceCardAudio(opts: { request: Request; id: string; userId: string }): Promise<TCardRow> {
  const owned = await getOwnedCard({ id: opts.id, userId: opts.userId });
  const body = await readBase64TakeBody(opts.request, ZCardReplaceAudio, AUDIO_UPLOAD_MAX_BYTES);
  const bytes = decodeAudioData(body.audioData, { maxAudioBytes: AUDIO_UPLOAD_MAX_BYTES, emptyMessage: CARD_TEXTS.noRecording });

  const { card, previousAudioId } = await withTakeFile(bytes, body.audioType ?? "", (file) =>
    ingestAudio({
      file,
      maxDurationSeconds: CARD_MAX_DURATION_SECONDS,
      key: { scope: "cards", ownerId: opts.userId, id: `${owned.id}_${newPublicId(8)}` },
      existing: async () => null,
      save: async (tx, audio) => {
        // Locked, so two replacements at once each remove exactly the voice they replaced.
        const [row] = await tx.$queryRaw<{ audioId: string | null }[]>`
          SELECT "audioId" FROM "PersonalMessage" WHERE id = ${owned.id} AND "ownerId" = ${opts.userId} FOR UPDATE`;
        if (!row) throw new ApiError("NOT_FOUND", CARD_TEXTS.notFound);
        const updated = await tx.personalMessage.update({ where: { id: owned.id }, data: { audioId: audio.id }, include: CARD_INCLUDE });
        return { card: requireLook(updated), previousAudioId: row.audioId };
      },
    }),
  );
  if (previousAudioId) await deleteAudio([previousAudioId]);
  return card;
}
