// 'Create Page from Recording(s)': the chosen guestbook recordings, in the chosen order, stitched with the
// loudness-matched stitcher into one file that becomes a new audio card's voice, through the one ingest
// path (probed, stored, its MP3 queued). The card has the default look and the guestbook's name, and is
// written by the cards API's insertCard, which spends one card credit in the same transaction, so two
// requests cannot both use the last.
// The stitch runs while the request waits (300 s of audio at most: seconds to tens of seconds).
import "server-only";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ingestAudio } from "@/lib/audio/ingest";
import type { TSessionUser } from "@/lib/auth/session";
import { insertCard } from "@/lib/cards/create-card";
import { assertCanMakeCard } from "@/lib/credits/spend-card-credit";
import { db } from "@/lib/db/client";
import type { Guestbook } from "@/lib/generated/prisma/client";
import { ApiError, badRequest, requiresUpgrade } from "@/lib/http/errors";
import { newPublicId } from "@/lib/ids";
import {
  CARD_FROM_RECORDINGS_ERRORS as ERRORS,
  CARD_FROM_RECORDINGS_MAX_RECORDINGS,
  CARD_FROM_RECORDINGS_MAX_SECONDS,
  countedSeconds,
  withinCardLength,
} from "@/lib/recordings/card-selection";
import { fetchOriginals } from "@/lib/stitching/fetch-originals";
import { STITCH_ERRORS } from "@/lib/stitching/stitch-errors";
import { STITCH_GAP_MS, stitchAudio } from "@/lib/stitching/stitch-audio";

type TOptions = { guestbook: Guestbook; user: TSessionUser; recordingIds: string[] };

/** The recordings, checked and in the caller's order: all this guestbook's, playable on its tier, 300 s at most. */
async function chosenRecordings({ guestbook, recordingIds }: Pick<TOptions, "guestbook" | "recordingIds">) {
  if (recordingIds.length === 0) throw badRequest(ERRORS.none);
  if (recordingIds.length > CARD_FROM_RECORDINGS_MAX_RECORDINGS) throw badRequest(ERRORS.tooMany);
  if (new Set(recordingIds).size !== recordingIds.length) throw badRequest(ERRORS.duplicate);
  const recordings = await db.recording.findMany({
    where: { id: { in: recordingIds }, guestbookId: guestbook.id },
    select: { id: true, requiresUpgrade: true, audio: { select: { originalKey: true, originalMime: true, durationMs: true } } },
  });
  const byId = new Map(recordings.map((recording) => [recording.id, recording]));
  // Ids only: a missing id may be another owner's recording.
  const missingRecordingIds = recordingIds.filter((id) => !byId.has(id));
  if (missingRecordingIds.length > 0) throw new ApiError("CONFLICT", `${ERRORS.unavailable}${missingRecordingIds.join(", ")}`, { missingRecordingIds });
  const ordered = recordingIds.map((id) => byId.get(id)!);
  if (ordered.some((recording) => recording.requiresUpgrade)) throw requiresUpgrade(STITCH_ERRORS.requiresUpgrade);
  const durations = ordered.map((recording) => recording.audio.durationMs);
  if (!withinCardLength(durations)) throw new ApiError("UNPROCESSABLE", ERRORS.tooLong(countedSeconds(durations)));
  return ordered.map((recording) => recording.audio);
}

export async function createCardFromRecordings({ guestbook, user, recordingIds }: TOptions): Promise<{ messageId: string }> {
  const originals = await chosenRecordings({ guestbook, recordingIds });
  // A plain 402 before any ffmpeg work; the transaction's spend stays the authority.
  await assertCanMakeCard(db, user.id);

  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-card-"));
  try {
    const inputs = await fetchOriginals(originals, dir);
    const output = path.join(dir, "card.mp3");
    try {
      await stitchAudio({ inputs, output });
    } catch (error) {
      console.error("[echobook] could not stitch recordings into a card", error);
      throw new ApiError("INTERNAL", ERRORS.failed);
    }

    const id = newPublicId();
    // The 300 s are the guests' words; the short silences between recordings come on top.
    const gapSeconds = Math.ceil((STITCH_GAP_MS * Math.max(0, inputs.length - 1)) / 1000);
    return await ingestAudio({
      file: { path: output, size: (await stat(output)).size, fileName: "card.mp3", declaredType: "audio/mpeg" },
      maxDurationSeconds: CARD_FROM_RECORDINGS_MAX_SECONDS + gapSeconds,
      key: { scope: "cards", ownerId: user.id, id },
      existing: async () => null,
      save: async (tx, audio) => {
        await insertCard(tx, { id, ownerId: user.id, audioId: audio.id, fields: { name: guestbook.name, sourceGuestbookId: guestbook.id } });
        return { messageId: id };
      },
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
