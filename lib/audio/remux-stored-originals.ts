// Originals stored before ingest made them seekable (or whose remux failed at ingest): each WebM or Ogg
// whose header states no duration is remuxed by a stream copy (seekable.ts), checked to hold exactly the
// same audio packets and a duration, stored under a new key, and only then does the row point at it and
// the old object go. Run by the audio sweep (lib/jobs/sweep.ts); safe beside another instance doing the
// same, since each attempt writes its own key and only the one that swaps the row keeps its file.
import "server-only";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { db } from "@/lib/db/client";
import { getStorage } from "@/lib/storage";
import { audioExtension } from "./probe";
import { audioPacketsHash, readHeaderDuration, remuxForSeeking } from "./seekable";

const REMUXABLE_TYPES = ["audio/webm", "audio/ogg"];

type TRemuxResult = "already-seekable" | "remuxed" | "changed-meanwhile";

/** The original's new key: the same folder and id with a suffix of its own, e.g. `.../audio/<id>-s1a2b3c.webm`. */
function remuxedKey(originalKey: string, ext: string): string {
  const match = /^(.+\/audio\/)([A-Za-z0-9_-]+?)(?:-s[0-9a-f]{6})?\.[a-z0-9]+$/.exec(originalKey);
  if (!match) throw new Error(`Not an audio original's key: ${originalKey}`);
  return `${match[1]}${match[2]}-s${randomBytes(3).toString("hex")}.${ext}`;
}

export async function remuxStoredOriginal(audio: { id: string; originalKey: string; originalMime: string }): Promise<TRemuxResult> {
  const ext = audioExtension(audio.originalMime);
  if (!ext || !REMUXABLE_TYPES.includes(audio.originalMime)) throw new Error(`A ${audio.originalMime} original is not remuxed.`);
  const storage = getStorage();
  const unchanged = { id: audio.id, originalKey: audio.originalKey, seekable: false };
  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-remux-"));
  try {
    const oldFile = path.join(dir, `old.${ext}`);
    await pipeline((await storage.get(audio.originalKey)).body, createWriteStream(oldFile));
    if ((await readHeaderDuration(oldFile, "background")) !== null) {
      const marked = await db.audioFile.updateMany({ where: unchanged, data: { seekable: true } });
      return marked.count === 1 ? "already-seekable" : "changed-meanwhile";
    }
    const newFile = path.join(dir, `new.${ext}`);
    const size = await remuxForSeeking(oldFile, newFile, ext, { priority: "background", verify: true });
    const [before, after] = [await audioPacketsHash(oldFile, "background"), await audioPacketsHash(newFile, "background")];
    if (before !== after) throw new Error(`Remuxing ${audio.originalKey} changed its audio packets.`);

    const newKey = remuxedKey(audio.originalKey, ext);
    await storage.put(newKey, createReadStream(newFile), { contentType: audio.originalMime, contentLength: size });
    const stored = await storage.head(newKey);
    if (stored?.size !== size) {
      await storage.delete(newKey);
      throw new Error(`The remuxed ${newKey} was not stored whole.`);
    }
    const swapped = await db.audioFile.updateMany({ where: unchanged, data: { originalKey: newKey, sizeBytes: size, seekable: true } });
    // Deleted, or remuxed by another instance, meanwhile: this attempt's file is the one to go.
    await storage.delete(swapped.count === 1 ? audio.originalKey : newKey);
    return swapped.count === 1 ? "remuxed" : "changed-meanwhile";
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Goes through up to `limit` originals not known to be seekable, oldest first; one that fails is logged and left for the next pass. */
export async function remuxStoredOriginals({ limit = 1000 }: { limit?: number } = {}): Promise<{ remuxed: number; failed: number }> {
  const candidates = await db.audioFile.findMany({
    where: { seekable: false, originalMime: { in: REMUXABLE_TYPES } },
    select: { id: true, originalKey: true, originalMime: true },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  let remuxed = 0;
  let failed = 0;
  for (const audio of candidates) {
    try {
      if ((await remuxStoredOriginal(audio)) === "remuxed") remuxed += 1;
    } catch (error) {
      failed += 1;
      console.error(`[echobook] could not make the original of voice ${audio.id} seekable`, error);
    }
  }
  return { remuxed, failed };
}
