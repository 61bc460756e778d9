// Originals stored before ingest remuxed them: the sweep's pass (remuxStoredOriginal) gives each header-less
// WebM its duration without changing its audio, swaps the row to the new object only once it is stored
// whole, and removes the old one; an original that already states its duration is only marked.
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Pool } from "pg";
import { remuxStoredOriginal } from "@/lib/audio/remux-stored-originals";
import { readHeaderDuration } from "@/lib/audio/seekable";
import { db } from "@/lib/db/client";
import { getStorage } from "@/lib/storage";
import { decodedPcmHash, makeHeaderlessTake, makeTone } from "@/tests/helpers/audio";
import { databaseUrl } from "@/tests/helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(async () => {
  await pool.end();
  await db.$disconnect();
});

type TRow = { id: string; originalKey: string; sizeBytes: number; seekable: boolean };

async function storeOldOriginal(file: string): Promise<TRow> {
  const id = `seek${randomBytes(8).toString("hex")}`;
  const originalKey = `messages/owner${id}/audio/${id}.webm`;
  const bytes = await readFile(file);
  await getStorage().put(originalKey, bytes, { contentType: "audio/webm" });
  await pool.query(
    `INSERT INTO "AudioFile" (id, "originalKey", "originalMime", "sizeBytes", "durationMs", status, seekable, "updatedAt")
     VALUES ($1, $2, 'audio/webm', $3, 5000, 'processing', false, now())`,
    [id, originalKey, bytes.length],
  );
  return { id, originalKey, sizeBytes: bytes.length, seekable: false };
}

async function rowOf(id: string): Promise<TRow> {
  const { rows } = await pool.query<TRow>(`SELECT id, "originalKey", "sizeBytes", seekable FROM "AudioFile" WHERE id = $1`, [id]);
  return rows[0];
}

async function download(key: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "echobook-seek-test-")), "stored.webm");
  await pipeline((await getStorage().get(key)).body, createWriteStream(file));
  return file;
}

describe("stored originals made seekable", () => {
  it("remuxes header-less WebM originals: same decoded samples, a stated duration, the old object gone", async () => {
    const takes = [await makeHeaderlessTake(5), await makeHeaderlessTake(5)];
    for (const take of takes) {
      expect(await readHeaderDuration(take, "request")).toBeNull();
      const before = await storeOldOriginal(take);

      await expect(remuxStoredOriginal({ ...before, originalMime: "audio/webm" })).resolves.toBe("remuxed");

      const after = await rowOf(before.id);
      expect(after.seekable).toBe(true);
      expect(after.originalKey).not.toBe(before.originalKey);
      expect(after.originalKey).toMatch(new RegExp(`^messages/owner${before.id}/audio/${before.id}-s[0-9a-f]{6}\\.webm$`));
      await expect(getStorage().head(before.originalKey)).resolves.toBeNull();
      expect((await getStorage().head(after.originalKey))?.size).toBe(after.sizeBytes);

      const stored = await download(after.originalKey);
      expect(await decodedPcmHash(stored)).toBe(await decodedPcmHash(take));
      const stated = await readHeaderDuration(stored, "request");
      expect(Math.abs((stated ?? 0) - 5000)).toBeLessThanOrEqual(100);
    }
  }, 120_000);

  it("only marks an original whose header already states its duration, and keeps a changed row's object", async () => {
    const seekable = await storeOldOriginal(await makeTone(3, "webm"));
    await expect(remuxStoredOriginal({ ...seekable, originalMime: "audio/webm" })).resolves.toBe("already-seekable");
    expect(await rowOf(seekable.id)).toMatchObject({ originalKey: seekable.originalKey, seekable: true });

    // Deleted while it was being remuxed: the row is gone, so the new object must not stay.
    const gone = await storeOldOriginal(await makeHeaderlessTake(3));
    await pool.query(`DELETE FROM "AudioFile" WHERE id = $1`, [gone.id]);
    await expect(remuxStoredOriginal({ ...gone, originalMime: "audio/webm" })).resolves.toBe("changed-meanwhile");
    await expect(getStorage().head(gone.originalKey)).resolves.not.toBeNull();
    await pool.query(`DELETE FROM "AudioFile" WHERE id = $1`, [seekable.id]);
    await getStorage().delete(gone.originalKey);
  }, 60_000);
});
