// The audio.stitch job: fetches the originals into a temporary folder, stitches them in the order the
// host chose, stores the MP3 and marks the stitch ready. Safe to run again: a ready stitch is left alone,
// and a retried attempt starts over from the originals.
import "server-only";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { db } from "@/lib/db/client";
import { getStorage, storageKey } from "@/lib/storage";
import { fetchOriginals } from "./fetch-originals";
import { STITCH_ERRORS } from "./stitch-errors";
import { stitchAudio } from "./stitch-audio";

/** Share of the progress bar for fetching the originals; the rest follows the stitching itself. */
const DOWNLOAD_SHARE = 0.05;
/** The row is written at most once per this many percent, so a long stitch does not hammer the database. */
const PROGRESS_STEP = 5;

export async function runStitchJob(stitchId: string): Promise<void> {
  const stitch = await db.stitchedAudio.findUnique({ where: { id: stitchId } });
  if (!stitch || stitch.status === "ready" || stitch.status === "failed") return;

  const recordings = await db.recording.findMany({
    where: { id: { in: stitch.recordingIds }, guestbookId: stitch.guestbookId },
    select: { id: true, audio: { select: { originalKey: true, originalMime: true, mp3Key: true, mp3Polished: true } } },
  });
  // Each voice as the family hears it: its polished MP3 where it has one (lib/audio/polish.ts), else the
  // original; the stitch's own evening then only matches the voices to each other.
  const sourceOf = ({ originalKey, originalMime, mp3Key, mp3Polished }: (typeof recordings)[number]["audio"]) =>
    mp3Polished && mp3Key ? { originalKey: mp3Key, originalMime: "audio/mpeg" } : { originalKey, originalMime };
  const byId = new Map(recordings.map((recording) => [recording.id, sourceOf(recording.audio)]));
  const ordered = stitch.recordingIds.flatMap((id) => byId.get(id) ?? []);
  if (ordered.length !== stitch.recordingIds.length) {
    // Deleted since the request: no retry can bring them back.
    await markStitchFailed(stitchId, STITCH_ERRORS.recordingsGone);
    return;
  }

  await db.stitchedAudio.update({ where: { id: stitchId }, data: { status: "processing", progress: 0, error: null } });
  let written = 0;
  let progressWrites = Promise.resolve();
  const report = (fraction: number) => {
    const percent = Math.min(99, Math.floor(fraction * 100));
    if (percent < written + PROGRESS_STEP) return;
    written = percent;
    progressWrites = progressWrites
      .then(() => db.stitchedAudio.updateMany({ where: { id: stitchId, status: "processing" }, data: { progress: percent } }))
      .then(
        () => undefined,
        (error: unknown) => console.error("[echobook] could not save stitch progress", error),
      );
  };

  const storage = getStorage();
  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-stitch-"));
  try {
    const inputs = await fetchOriginals(ordered, dir, (fetched) => report((DOWNLOAD_SHARE * fetched) / ordered.length));

    const output = path.join(dir, "stitched.mp3");
    const result = await stitchAudio({ inputs, output, onProgress: (fraction) => report(DOWNLOAD_SHARE + (1 - DOWNLOAD_SHARE) * fraction) });
    const outputKey = storageKey({ scope: "guestbooks", ownerId: stitch.guestbookId, kind: "exports", id: stitch.id, ext: "mp3" });
    const { size } = await stat(output);
    await storage.put(outputKey, createReadStream(output), { contentType: "audio/mpeg", contentLength: size });
    await progressWrites;
    const saved = await db.stitchedAudio.updateMany({
      where: { id: stitchId },
      data: { status: "ready", progress: 100, outputKey, durationMs: result.durationMs, error: null, completedAt: new Date() },
    });
    // The guestbook was deleted while this ran: its files are gone, so this one must go too.
    if (saved.count === 0) await storage.delete(outputKey);
  } finally {
    await progressWrites;
    await rm(dir, { recursive: true, force: true });
  }
}

/** The last attempt failed: the host sees a plain message, and the stitch no longer counts against the allowance. */
export async function markStitchFailed(stitchId: string, error: string = STITCH_ERRORS.failed): Promise<void> {
  await db.stitchedAudio.updateMany({ where: { id: stitchId, status: { not: "ready" } }, data: { status: "failed", error, completedAt: new Date() } });
}
