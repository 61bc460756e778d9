// The polish pass (issue 48): a voice stored before polish existed (a plain MP3, mp3Polished null) is found
// by the sweep's pass, queued once however often the pass runs, and given its polished MP3 by the running
// app's workers; the pass then has nothing left for it.
import { readFile, writeFile } from "node:fs/promises";
import { Pool } from "pg";
import { runPolishPass } from "@/lib/audio/polish-pass";
import { db } from "@/lib/db/client";
import { stopQueue } from "@/lib/queue/queue";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeSpeechTake, measureLoudness, testAudioPath } from "@/tests/helpers/audio";
import { databaseUrl, baseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(async () => {
  await stopQueue();
  await pool.end();
  await db.$disconnect();
});

async function servedLufs(id: string, token: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/audio/${id}/mp3`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const file = testAudioPath("pass.mp3");
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return (await measureLoudness(file)).lufs;
}

it("polishes a voice stored before polish, in the background, once", async () => {
  const { token } = await registerAndGetToken("Pia");
  const guestbookId = String((await createFreeGuestbook(token, { voicePolish: false })).id);
  const { file } = await makeSpeechTake({ gainDb: -16 });
  const recorded = await recordAsGuest({ guestbookId, audio: await readFile(file), guestName: "Early guest" });
  expect(recorded.status).toBe(201);
  const id = String(recorded.body.id);
  const before = await servedLufs(id, token);
  expect(before).toBeLessThan(-25);
  // As the migration leaves a voice from before: polish wanted, its MP3 plain.
  await pool.query(`UPDATE "AudioFile" SET polish = true, "mp3Polished" = NULL WHERE id = (SELECT "audioId" FROM "Recording" WHERE id = $1)`, [id]);
  await pool.query(`UPDATE "Guestbook" SET "voicePolish" = true WHERE id = $1`, [guestbookId]);

  const first = await runPolishPass();
  expect(first.queued).toBeGreaterThanOrEqual(1);
  expect(first.left).toBeGreaterThanOrEqual(1);
  await runPolishPass();
  // However often the pass runs, the voice waits in the queue once.
  const { rows } = await pool.query<{ waiting: number; all: number }>(
    `SELECT count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting, count(*)::int AS all FROM pgboss.job
     WHERE name = 'audio.polish' AND data->>'audioId' = (SELECT "audioId" FROM "Recording" WHERE id = $1)`,
    [id],
  );
  expect(rows[0].waiting).toBeLessThanOrEqual(1);
  expect(rows[0].all).toBeGreaterThanOrEqual(1);

  let lufs = before;
  for (let tries = 0; tries < 120 && Math.abs(lufs - -16) > 1; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    lufs = await servedLufs(id, token);
  }
  expect(Math.abs(lufs - -16)).toBeLessThanOrEqual(1);
  const { body } = await api(`/api/guestbooks/${guestbookId}/recordings`, { token });
  expect((body.recordings as { id: string; silent: boolean }[]).find((recording) => recording.id === id)?.silent).toBe(false);
  const { rows: left } = await pool.query<{ polished: boolean | null }>(
    `SELECT "mp3Polished" AS polished FROM "AudioFile" WHERE id = (SELECT "audioId" FROM "Recording" WHERE id = $1)`,
    [id],
  );
  expect(left[0].polished).toBe(true);
}, 120_000);
