// The owner replaces a card's voice with a new take sent as base64 JSON (spec 002 section 7). The bytes
// are decoded to a private temporary file and go through the same door as every upload: ffmpeg checks
// and measures them (415 not audio, 422 too long), the size cap is the upload cap (413), and the new
// AudioFile and the card's pointer to it are written in one transaction; the old voice and its files go after.
import "server-only";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { deleteAudio } from "@/lib/audio/delete-audio";
import { ingestAudio } from "@/lib/audio/ingest";
import { AUDIO_UPLOAD_MAX_BYTES, uploadTooLargeMessage } from "@/lib/audio/limits";
import { ApiError, badRequest, payloadTooLarge } from "@/lib/http/errors";
import { readJson } from "@/lib/http/read-json";
import { newPublicId } from "@/lib/ids";
import { ZCardReplaceAudio } from "@/lib/validation/cards";
import type { TCardRow } from "./card-json";
import { CARD_MAX_DURATION_SECONDS, CARD_TEXTS } from "./defaults";
import { getOwnedCard } from "./find-card";

/** Base64 of the largest upload, and room for the data: prefix and the JSON around it. */
export const REPLACE_AUDIO_MAX_BODY_BYTES = Math.ceil(AUDIO_UPLOAD_MAX_BYTES / 3) * 4 + 64 * 1024;

async function readBody(request: Request) {
  try {
    return await readJson(request, ZCardReplaceAudio, { maxBytes: REPLACE_AUDIO_MAX_BODY_BYTES });
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw payloadTooLarge(uploadTooLargeMessage());
    throw error;
  }
}

export function decodeAudioData(audioData: string): Buffer {
  const base64 = audioData.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw badRequest("audioData must be base64.");
  if (Math.floor((base64.length * 3) / 4) > AUDIO_UPLOAD_MAX_BYTES + 2) throw payloadTooLarge(uploadTooLargeMessage());
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) throw badRequest(CARD_TEXTS.noRecording);
  if (bytes.length > AUDIO_UPLOAD_MAX_BYTES) throw payloadTooLarge(uploadTooLargeMessage());
  return bytes;
}

export async function replaceCardAudio(opts: { request: Request; id: string; userId: string }): Promise<TCardRow> {
  const owned = await getOwnedCard({ id: opts.id, userId: opts.userId });
  const body = await readBody(opts.request);
  const bytes = decodeAudioData(body.audioData);

  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-card-audio-"));
  const file = path.join(dir, "upload");
  try {
    await writeFile(file, bytes, { mode: 0o600 });
    const { card, previousAudioId } = await ingestAudio({
      file: { path: file, size: bytes.length, fileName: "upload", declaredType: body.audioType ?? "" },
      maxDurationSeconds: CARD_MAX_DURATION_SECONDS,
      key: { scope: "cards", ownerId: opts.userId, id: `${owned.id}_${newPublicId(8)}` },
      existing: async () => null,
      save: async (tx, audio) => {
        // Locked, so two replacements at once each remove exactly the voice they replaced.
        const [row] = await tx.$queryRaw<{ audioId: string | null }[]>`
          SELECT "audioId" FROM "PersonalMessage" WHERE id = ${owned.id} AND "ownerId" = ${opts.userId} FOR UPDATE`;
        if (!row) throw new ApiError(404, CARD_TEXTS.notFound);
        const updated = await tx.personalMessage.update({ where: { id: owned.id }, data: { audioId: audio.id }, include: { audio: true } });
        return { card: updated, previousAudioId: row.audioId };
      },
    });
    if (previousAudioId) await deleteAudio([previousAudioId]);
    return card;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
