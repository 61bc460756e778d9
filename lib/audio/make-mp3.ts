// The audio.transcode job: a voice's stored original becomes its MP3 beside it, polished (lib/audio/polish.ts,
// `.../exports/<id>.even.mp3`) or, where its guestbook plays voices as recorded, plain (`.../exports/<id>.mp3`;
// an original that already is an MP3 is then its own). Safe to run twice: a voice that has the MP3 it
// wants is left alone, and one deleted while its MP3 was made does not leave the file behind.
import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { TSlotPriority } from "@/lib/concurrency/slot-pool";
import { db } from "@/lib/db/client";
import type { AudioFile } from "@/lib/generated/prisma/client";
import { getStorage } from "@/lib/storage";
import { polishFile } from "./polish";
import { transcodeToMp3 } from "./transcode";

/** Where a voice's MP3 goes: `exports/<id>.mp3` as recorded, `exports/<id>.even.mp3` polished (two keys, so a switch never overwrites what is playing). */
export function mp3KeyFor(originalKey: string, polished = false): string {
  const match = /^(.+)\/audio\/([^/]+)\.[a-z0-9]+$/.exec(originalKey);
  if (!match) throw new Error(`Not an audio original's key: ${originalKey}`);
  return `${match[1]}/exports/${match[2]}${polished ? ".even" : ""}.mp3`;
}

/** Stores a made MP3 file under `key` (the job's, or one ingest made in its measuring run); `size` when already known. */
export async function putMp3(key: string, file: string, size?: number): Promise<void> {
  const contentLength = size ?? (await stat(file)).size;
  await getStorage().put(key, createReadStream(file), { contentType: "audio/mpeg", contentLength });
}

type TMade = { key: string; durationMs: number | null; silent: boolean };

/** Makes the wanted MP3 of a stored original in a folder of its own: polished, or plain as recorded. */
async function makeStored(audio: AudioFile, priority: TSlotPriority): Promise<TMade> {
  const isMp3 = audio.originalMime === "audio/mpeg";
  // An MP3 sent as recorded is its own plain MP3.
  if (!audio.polish && isMp3) return { key: audio.originalKey, durationMs: null, silent: false };
  const key = mp3KeyFor(audio.originalKey, audio.polish);
  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-mp3-"));
  try {
    const input = path.join(dir, "original");
    const output = path.join(dir, "audio.mp3");
    await pipeline((await getStorage().get(audio.originalKey)).body, createWriteStream(input));
    let made: TMade = { key, durationMs: null, silent: false };
    if (audio.polish) {
      const polished = await polishFile(input, path.join(dir, "polish.wav"), output, priority);
      made = { key, durationMs: polished.durationMs, silent: polished.silent };
    } else {
      await transcodeToMp3(input, output, priority);
    }
    await putMp3(key, output);
    return made;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The stored MP3 is the one wanted (a legacy plain MP3, mp3Polished null, is plain). */
export const hasWantedMp3 = (audio: Pick<AudioFile, "status" | "polish" | "mp3Polished">): boolean =>
  audio.status === "ready" && audio.polish === (audio.mp3Polished === true);

/**
 * The audio.transcode job (and the polish pass's): makes the voice's wanted MP3 unless it has it. A ready
 * voice keeps playing its old MP3 until the new one is stored; then the row points at the new one and the
 * old file goes. A voice deleted, or switched again, meanwhile does not leave the new file behind.
 */
export async function makeAudioMp3(audioId: string, priority: TSlotPriority = "job"): Promise<void> {
  const audio = await db.audioFile.findUnique({ where: { id: audioId } });
  if (!audio || hasWantedMp3(audio)) return;
  const made = await makeStored(audio, priority);
  const durationMs = made.durationMs ?? audio.originalDurationMs ?? audio.durationMs;
  const updated = await db.audioFile.updateMany({
    where: { id: audioId, polish: audio.polish },
    data: { mp3Key: made.key, mp3Polished: audio.polish, status: "ready", silent: made.silent, durationMs },
  });
  const storage = getStorage();
  if (updated.count === 0) {
    if (made.key !== audio.originalKey) await storage.delete(made.key);
    return;
  }
  if (audio.mp3Key && audio.mp3Key !== made.key && audio.mp3Key !== audio.originalKey) await storage.delete(audio.mp3Key);
}

/** The last attempt failed: the original stays playable where the browser supports it. */
export async function markAudioFailed(audioId: string): Promise<void> {
  await db.audioFile.updateMany({ where: { id: audioId, status: "processing" }, data: { status: "failed" } });
}
