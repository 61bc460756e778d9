// The audio.transcode job: a voice's stored original becomes an MP3 beside it (`.../exports/<id>.mp3`
// for `.../audio/<id>.<ext>`); an original that already is an MP3 is its own MP3. Safe to run twice: a
// ready voice is left alone, and one deleted while its MP3 was made does not leave the file behind.
import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { db } from "@/lib/db/client";
import { getStorage } from "@/lib/storage";
import { transcodeToMp3 } from "./transcode";

export function mp3KeyFor(originalKey: string): string {
  const match = /^(.+)\/audio\/([^/]+)\.[a-z0-9]+$/.exec(originalKey);
  if (!match) throw new Error(`Not an audio original's key: ${originalKey}`);
  return `${match[1]}/exports/${match[2]}.mp3`;
}

/** Stores a made MP3 file under `key` (the job's, or one ingest made in its measuring run); `size` when already known. */
export async function putMp3(key: string, file: string, size?: number): Promise<void> {
  const contentLength = size ?? (await stat(file)).size;
  await getStorage().put(key, createReadStream(file), { contentType: "audio/mpeg", contentLength });
}

async function transcodeStored(originalKey: string, mp3Key: string): Promise<void> {
  const storage = getStorage();
  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-mp3-"));
  try {
    const input = path.join(dir, "original");
    const output = path.join(dir, "audio.mp3");
    await pipeline((await storage.get(originalKey)).body, createWriteStream(input));
    await transcodeToMp3(input, output);
    await putMp3(mp3Key, output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function makeAudioMp3(audioId: string): Promise<void> {
  const audio = await db.audioFile.findUnique({ where: { id: audioId } });
  if (!audio || audio.status === "ready") return;
  const isMp3 = audio.originalMime === "audio/mpeg";
  const mp3Key = isMp3 ? audio.originalKey : mp3KeyFor(audio.originalKey);
  if (!isMp3) await transcodeStored(audio.originalKey, mp3Key);
  const updated = await db.audioFile.updateMany({ where: { id: audioId }, data: { mp3Key, status: "ready" } });
  if (updated.count === 0 && !isMp3) await getStorage().delete(mp3Key);
}

/** The last attempt failed: the original stays playable where the browser supports it. */
export async function markAudioFailed(audioId: string): Promise<void> {
  await db.audioFile.updateMany({ where: { id: audioId, status: "processing" }, data: { status: "failed" } });
}
