// Every voice enters the product here: the upload is checked and measured by ffmpeg, held to the
// caller's maximum duration and to the shortest take (MIN_TAKE_MS, 422 TAKE_TOO_SHORT) (no ffmpeg run reads past it: probe.ts), made seekable (a recorder's streamed
// WebM or Ogg gets its duration and cues by a stream copy in the same ffmpeg run that measures it,
// seekable.ts), stored under a key built from owner and id (never from the file name), and recorded as an
// AudioFile in the same transaction as the row that holds it. Its MP3: on an instance that also works the job queues (RUN_WORKERS, the default),
// the measuring run writes it too, from the samples it decodes anyway, so a party's take costs one ffmpeg
// process instead of two; polished (the default, lib/audio/polish.ts), that run writes the measured WAV
// instead and a second run reads only it to make the polished MP3. On a web-only instance, or when that
// MP3 could not be made or stored, it is queued for the workers. Anything that fails after the bytes were stored removes them again, so a refused or
// duplicated upload leaves no file behind.
import "server-only";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { Prisma, type AudioFile } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { QUEUES, enqueue } from "@/lib/queue/queue";
import { getStorage, storageKey, type TStorageScope } from "@/lib/storage";
import { DURATION_TOLERANCE_MS, MIN_TAKE_MS, TAKE_TOO_SHORT_MESSAGE } from "./limits";
import { mp3KeyFor, putMp3 } from "./make-mp3";
import { polishMeasured } from "./polish";
import { AUDIO_CONTENT_TYPES, AudioRejectedError, probeAudio, type TAudioProbe, type TDurationLimit } from "./probe";
import { likelyRemuxer, needsRemux, remuxForSeeking } from "./seekable";

export type TIngestOptions<T> = {
  file: TReceivedFile | null;
  maxDurationSeconds: number;
  /** How far past the maximum a take may run (a recorder stops a moment late); DURATION_TOLERANCE_MS unless given. */
  toleranceMs?: number;
  /** Where the original goes: `<scope>/<ownerId>/audio/<id>.<ext>`. */
  key: { scope: TStorageScope; ownerId: string; id: string };
  /** Writes the row that holds this voice, inside the transaction that creates its AudioFile. */
  save(tx: Prisma.TransactionClient, audio: AudioFile): Promise<T>;
  /** A retried upload (same client upload id) that lost the race to its twin answers what the twin made. */
  existing(): Promise<T | null>;
  /** Its MP3 polished (lib/audio/polish.ts), the default; false plays it as recorded (a guestbook's "Even out voices" off). */
  polish?: boolean;
};

export async function ingestAudio<T>(opts: TIngestOptions<T>): Promise<T> {
  const { file } = opts;
  if (!file || file.size === 0) throw new ApiError("INVALID_INPUT", "No audio to save");
  const work = await mkdtemp(path.join(os.tmpdir(), "echobook-ingest-"));
  try {
    const polish = opts.polish ?? true;
    const makeHere = getEnv().RUN_WORKERS;
    const wanted = makeHere ? (polish ? { polishTo: path.join(work, "take.wav") } : { mp3To: path.join(work, "take.mp3") }) : {};
    const limit = { maxSeconds: opts.maxDurationSeconds, toleranceMs: opts.toleranceMs ?? DURATION_TOLERANCE_MS };
    const { probe, remuxed, mp3, wav } = await probeAndCopy(file.path, work, wanted, limit);
    // Refused before anything is stored, for every kind of voice alike (guests, messages, cards, greetings).
    if (probe.durationMs < MIN_TAKE_MS) {
      throw new ApiError("TAKE_TOO_SHORT", TAKE_TOO_SHORT_MESSAGE, { minSeconds: MIN_TAKE_MS / 1000, durationMs: probe.durationMs });
    }
    const originalKey = storageKey({ ...opts.key, kind: "audio", ext: probe.container });
    const { sizeBytes, seekable } = await storeOriginal(file, probe, remuxed, originalKey, work);
    const made = polish ? await storePolished(wav, originalKey, work) : { key: await storeMp3(probe, mp3, originalKey), durationMs: null, silent: false };
    const mp3Key = made.key;

    let saved: { result: T; audioId: string };
    try {
      saved = await db.$transaction(async (tx) => {
        const audio = await tx.audioFile.create({
          data: {
            originalKey,
            originalMime: probe.contentType,
            sizeBytes,
            durationMs: made.durationMs ?? probe.durationMs,
            originalDurationMs: probe.durationMs,
            seekable,
            polish,
            silent: made.silent,
            ...(mp3Key ? { mp3Key, mp3Polished: polish, status: "ready" } : {}),
          },
        });
        return { result: await opts.save(tx, audio), audioId: audio.id };
      });
    } catch (error) {
      await removeStored([originalKey, ...(mp3Key && mp3Key !== originalKey ? [mp3Key] : [])]);
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
        const winner = await opts.existing();
        if (winner) return winner;
      }
      throw error;
    }
    if (!mp3Key) await queueMp3OrRetryLater(saved.audioId);
    return saved.result;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

type TProbed = { probe: TAudioProbe; remuxed: string | null; mp3: string | null; wav: string | null };

/**
 * Measures the take in one ffmpeg run that also writes, when asked, its MP3 to `mp3Path` and, for a take
 * that looks like WebM or Ogg, a seekable copy of its packets. Should that run fail to decode for the sake
 * of an extra output, the take is measured again on its own, so a playable take is never refused because
 * of them (its MP3 is then queued). A take refused as too long, or a run that timed out, is not read again.
 */
async function probeAndCopy(input: string, work: string, wanted: { mp3To?: string; polishTo?: string }, limit: TDurationLimit): Promise<TProbed> {
  const guess = await likelyRemuxer(input);
  const copyTo = guess ? { path: path.join(work, `remuxed.${guess.container}`), muxer: guess.muxer } : undefined;
  if (copyTo || wanted.mp3To || wanted.polishTo) {
    const probe = await probeAudio(input, { limit, copyTo, ...wanted }).catch((error: unknown) => {
      if (error instanceof AudioRejectedError) return null;
      throw error;
    });
    if (probe) {
      const remuxed = copyTo && probe.container === guess?.container ? copyTo.path : null;
      return { probe, remuxed, mp3: wanted.mp3To ?? null, wav: wanted.polishTo ?? null };
    }
  }
  return { probe: await probeAudio(input, { limit }), remuxed: null, mp3: null, wav: null };
}

type TStoredMp3 = { key: string | null; durationMs: number | null; silent: boolean };

/**
 * The polished MP3 of a take the probe measured into `wav`: evened out in Node and encoded by lame (without
 * lame, by a second ffmpeg run that reads only that WAV), and stored beside the original. Null key leaves
 * it to the queue (a web-only instance, or a failure here: the guest's take is saved either way).
 */
async function storePolished(wav: string | null, originalKey: string, work: string): Promise<TStoredMp3> {
  if (!wav) return { key: null, durationMs: null, silent: false };
  try {
    const output = path.join(work, "polished.mp3");
    const polished = await polishMeasured(wav, output, "request");
    const key = mp3KeyFor(originalKey, true);
    await putMp3(key, output);
    return { key, durationMs: polished.durationMs, silent: polished.silent };
  } catch (error) {
    console.error("[echobook] could not polish an upload's MP3; queued for the workers instead", error);
    return { key: null, durationMs: null, silent: false };
  }
}

/**
 * The MP3 key of a take that needs no transcode job: an MP3 upload is its own MP3; one the probe made is
 * stored beside the original. Null leaves it to the queue (a web-only instance, or a failed store).
 */
async function storeMp3(probe: TAudioProbe, made: string | null, originalKey: string): Promise<string | null> {
  if (probe.contentType === AUDIO_CONTENT_TYPES.mp3) return originalKey;
  // An empty output (the combined run wrote no MP3) is left to the queue, as a missing one is.
  const size = made
    ? await stat(made).then(
        (info) => info.size,
        () => 0,
      )
    : 0;
  if (!made || size === 0) return null;
  const key = mp3KeyFor(originalKey);
  try {
    await putMp3(key, made, size);
    return key;
  } catch (error) {
    console.error("[echobook] could not store an upload's MP3; queued for the workers instead", error);
    return null;
  }
}

/**
 * Stores the upload; one whose header states no duration is stored as its seekable copy (made by the
 * probe, else remuxed now). A failed remux stores it as it came, for the sweep to retry.
 */
async function storeOriginal(
  file: TReceivedFile,
  probe: TAudioProbe,
  remuxed: string | null,
  key: string,
  work: string,
): Promise<{ sizeBytes: number; seekable: boolean }> {
  const put = (source: string, size: number) => getStorage().put(key, createReadStream(source), { contentType: probe.contentType, contentLength: size });
  if (!needsRemux(probe)) {
    await put(file.path, file.size);
    return { sizeBytes: file.size, seekable: true };
  }
  let source = remuxed;
  let size = remuxed
    ? await stat(remuxed).then(
        (info) => info.size,
        () => null,
      )
    : null;
  if (size === null) {
    source = path.join(work, `original.${probe.container}`);
    // Reads no further than the measured take (and a second): the probe read it to its end.
    const maxMs = probe.durationMs + 1_000;
    size = await remuxForSeeking(file.path, source, probe.container, { priority: "request", verify: false, maxMs }).catch((error: unknown) => {
      console.error("[echobook] could not remux an upload for seeking; stored as it came", error);
      return null;
    });
  }
  if (size === null || source === null) {
    await put(file.path, file.size);
    return { sizeBytes: file.size, seekable: false };
  }
  await put(source, size);
  return { sizeBytes: size, seekable: true };
}

export async function queueMp3(audioId: string): Promise<void> {
  await enqueue(QUEUES.transcodeAudio, { audioId });
}

// What the database or storage being away for a moment must not leave behind, tried again in the background
// this far apart (about 3 minutes in all): a saved take's MP3 job, an unsaved upload's files.
const BACKGROUND_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000, 30_000, 30_000];

/**
 * Removes the files of an upload whose rows were not saved. Storage that is away too (both failing at once)
 * gets the same retries in the background, so no file is left without its row.
 */
async function removeStored(keys: string[]): Promise<void> {
  const remove = () => Promise.all(keys.map((key) => getStorage().delete(key)));
  const retry = async (tries: number): Promise<void> => {
    const delay = BACKGROUND_RETRY_DELAYS_MS[tries];
    if (delay === undefined) return console.error(`[echobook] could not remove ${keys.join(", ")}, stored for an upload that was not saved`);
    await new Promise((resolve) => setTimeout(resolve, delay));
    return remove().then(
      () => undefined,
      () => retry(tries + 1),
    );
  };
  await remove().catch(() => void retry(0));
}

/**
 * Once the row is saved the take is the guest's: a queue that is away (the database restarting just after
 * the commit) must not turn that into an error. The sweep queues what is still left after the retries.
 */
async function queueMp3OrRetryLater(audioId: string): Promise<void> {
  const retry = async (tries: number): Promise<void> => {
    const delay = BACKGROUND_RETRY_DELAYS_MS[tries];
    if (delay === undefined) return console.error(`[echobook] could not queue the MP3 of ${audioId}; the sweep will`);
    await new Promise((resolve) => setTimeout(resolve, delay));
    return queueMp3(audioId).catch(() => retry(tries + 1));
  };
  await queueMp3(audioId).catch((error: unknown) => {
    console.error(
      `[echobook] could not queue the MP3 of ${audioId} yet; trying again in the background: ${error instanceof Error ? error.message : String(error)}`,
    );
    void retry(0);
  });
}
