// A voice's whole life through the one audio module, over HTTP against the running app: a guest's take
// and a quick message each get one AudioFile whose MP3 the worker makes; deleting a recording or a whole
// guestbook removes its voices' rows and files; the sweep re-queues a voice whose MP3 job was lost and
// removes a voice that nothing holds any more.
import { existsSync } from "node:fs";
import path from "node:path";
import { Pool } from "pg";
import { sweepAudio } from "@/lib/jobs/sweep";
import { stopQueue } from "@/lib/queue/queue";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { dataDir, databaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { until } from "@/tests/helpers/wait";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
const uploads = path.join(dataDir, "uploads");
afterAll(async () => {
  await stopQueue();
  await pool.end();
});

type TAudioRow = { id: string; originalKey: string; mp3Key: string | null; status: string };

async function audioOfRecording(recordingId: string): Promise<TAudioRow | undefined> {
  const { rows } = await pool.query<TAudioRow>(
    `SELECT a.id, a."originalKey", a."mp3Key", a.status FROM "AudioFile" a JOIN "Recording" r ON r."audioId" = a.id WHERE r.id = $1`,
    [recordingId],
  );
  return rows[0];
}

async function audioById(id: string): Promise<TAudioRow | undefined> {
  const { rows } = await pool.query<TAudioRow>(`SELECT id, "originalKey", "mp3Key", status FROM "AudioFile" WHERE id = $1`, [id]);
  return rows[0];
}

const stored = (key: string) => existsSync(path.join(uploads, key));

describe("a voice's life", () => {
  let take: Buffer;
  let token: string;
  beforeAll(async () => {
    take = await makeToneBytes(1.5);
    ({ token } = await registerAndGetToken("Lifecycle"));
  });

  it("stores a guest's take as one AudioFile, makes its MP3, and removes both files with the recording", async () => {
    const guestbook = await createFreeGuestbook(token, { guestbookName: "Voices" });
    const saved = await recordAsGuest({ guestbookId: String(guestbook.id), audio: take, guestName: "Ana" });
    expect(saved.status).toBe(201);
    const recordingId = String(saved.body.id);
    const audio = await until(
      () => audioOfRecording(recordingId),
      (row) => row?.status === "ready",
    );
    expect(audio).toMatchObject({
      status: "ready",
      originalKey: `guestbooks/${guestbook.id}/audio/${recordingId}.webm`,
      mp3Key: `guestbooks/${guestbook.id}/exports/${recordingId}.even.mp3`,
    });
    expect(stored(audio!.originalKey) && stored(audio!.mp3Key!)).toBe(true);

    expect((await api(`/api/guestbooks/${guestbook.id}/recordings/${recordingId}`, { method: "DELETE", token })).status).toBe(200);
    expect(await audioById(audio!.id)).toBeUndefined();
    expect([stored(audio!.originalKey), stored(audio!.mp3Key!)]).toEqual([false, false]);
  });

  it("removes every voice of a deleted guestbook, rows and files", async () => {
    const { token: owner } = await registerAndGetToken("Deleter");
    const guestbook = await createFreeGuestbook(owner, { guestbookName: "Short-lived" });
    const ids = [];
    for (const guestName of ["Bo", "Cy"]) ids.push(String((await recordAsGuest({ guestbookId: String(guestbook.id), audio: take, guestName })).body.id));
    const audios = await Promise.all(
      ids.map((id) =>
        until(
          () => audioOfRecording(id),
          (row) => row?.status === "ready",
        ),
      ),
    );
    expect(audios.every((audio) => audio && stored(audio.originalKey))).toBe(true);

    expect((await api(`/api/guestbooks/${guestbook.id}`, { method: "DELETE", token: owner })).status).toBe(200);
    for (const audio of audios) {
      expect(await audioById(audio!.id)).toBeUndefined();
      expect([stored(audio!.originalKey), stored(audio!.mp3Key!)]).toEqual([false, false]);
    }
  });

  it("sweeps: a voice whose MP3 was lost gets it made, a voice nothing holds goes with its files", async () => {
    const guestbook = await createFreeGuestbook((await registerAndGetToken("Sweeper")).token, { guestbookName: "Swept" });
    const kept = String((await recordAsGuest({ guestbookId: String(guestbook.id), audio: take, guestName: "Di" })).body.id);
    const orphan = String((await recordAsGuest({ guestbookId: String(guestbook.id), audio: take, guestName: "Ed" })).body.id);
    const [lost, unheld] = await Promise.all(
      [kept, orphan].map((id) =>
        until(
          () => audioOfRecording(id),
          (row) => row?.status === "ready",
        ),
      ),
    );

    // As if the MP3 job had never run, twenty minutes ago; and as if a crash had left a voice behind.
    await pool.query(`UPDATE "AudioFile" SET status = 'processing', "mp3Key" = NULL, "createdAt" = now() - interval '20 minutes' WHERE id = $1`, [lost!.id]);
    await pool.query(`DELETE FROM "Recording" WHERE id = $1`, [orphan]);
    await pool.query(`UPDATE "AudioFile" SET "createdAt" = now() - interval '20 minutes' WHERE id = $1`, [unheld!.id]);

    const swept = await sweepAudio();
    expect(swept.requeued).toBeGreaterThanOrEqual(1);
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    expect(await audioById(unheld!.id)).toBeUndefined();
    expect([stored(unheld!.originalKey), stored(unheld!.mp3Key!)]).toEqual([false, false]);
    expect(
      await until(
        () => audioById(lost!.id),
        (row) => row?.status === "ready",
      ),
    ).toMatchObject({ status: "ready", mp3Key: lost!.mp3Key });
  });
});
