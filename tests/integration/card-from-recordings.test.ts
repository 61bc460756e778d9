// 'Create Page from Recording(s)' over HTTP: three guestbook recordings become one audio card whose voice
// plays and lasts as long as the three with their gaps, one credit spent; more than 300 s is refused
// before any stitching, another user's guestbook is 404, and no credit is 402.
import { Pool } from "pg";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { databaseUrl } from "@/tests/helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const cardRequest = (guestbookId: string, token: string, recordingIds: string[]) =>
  api(`/api/guestbooks/${guestbookId}/recordings/card`, { method: "POST", token, json: { recordingIds } });

async function credits(email: string): Promise<{ free: number; premium: number }> {
  const { rows } = await pool.query<{ free: number; premium: number }>(
    `SELECT "messageCreditsFree" AS free, "messageCreditsPremium" AS premium FROM "User" WHERE email = $1`,
    [email],
  );
  return rows[0];
}

describe("an audio card made from guestbook recordings", () => {
  let owner: { email: string; token: string };
  let guestbookId: string;
  let takes: string[];

  beforeAll(async () => {
    owner = await registerAndGetToken("Mia");
    guestbookId = String((await createFreeGuestbook(owner.token, { guestbookName: "Mia & Léo" })).id);
    const tones = await Promise.all([makeToneBytes(1, "webm"), makeToneBytes(2, "webm"), makeToneBytes(3, "webm")]);
    takes = [];
    for (const [index, audio] of tones.entries()) {
      const recorded = await recordAsGuest({ guestbookId, audio, guestName: `Guest ${index + 1}` });
      expect(recorded.status).toBe(201);
      takes.push(String(recorded.body.id));
    }
  });

  it("stitches three recordings into a new card with the guestbook's name and the default look; its voice plays", async () => {
    const before = await credits(owner.email);
    const made = await cardRequest(guestbookId, owner.token, takes);
    expect(made.status).toBe(201);
    const messageId = String(made.body.messageId);
    expect(messageId).toMatch(/^[A-Za-z0-9_-]+$/);

    const after = await credits(owner.email);
    expect(after.free + after.premium).toBe(before.free + before.premium - 1);

    const { status, body } = await api(`/api/personal-messages/${messageId}`, { token: owner.token });
    expect(status).toBe(200);
    const card = body.message as Record<string, unknown>;
    expect(card).toMatchObject({ messageId, name: "Mia & Léo", title: "-Be Heard. Be Remembered.", isActive: true });
    // 1 + 2 + 3 s of tones and two 0.75 s gaps.
    expect(Number(card.durationMs)).toBeGreaterThan(6_500);
    expect(Number(card.durationMs)).toBeLessThan(8_500);

    const audio = await api(`/api/personal-messages/${messageId}/audio`, { token: owner.token });
    expect(audio.status).toBe(200);
    expect(audio.headers.get("content-type")).toMatch(/^audio\//);

    const { rows } = await pool.query<{ sourceGuestbookId: string }>(`SELECT "sourceGuestbookId" FROM "PersonalMessage" WHERE id = $1`, [messageId]);
    expect(rows[0].sourceGuestbookId).toBe(guestbookId);
  });

  it("refuses more than 300 s in all (a recording of unknown length counts 60 s) and spends nothing", async () => {
    await pool.query(`UPDATE "AudioFile" SET "durationMs" = 200000 WHERE id = (SELECT "audioId" FROM "Recording" WHERE id = $1)`, [takes[0]]);
    await pool.query(`UPDATE "AudioFile" SET "durationMs" = NULL WHERE id = (SELECT "audioId" FROM "Recording" WHERE id = $1)`, [takes[1]]);
    await pool.query(`UPDATE "AudioFile" SET "durationMs" = 41000 WHERE id = (SELECT "audioId" FROM "Recording" WHERE id = $1)`, [takes[2]]);
    try {
      const before = await credits(owner.email);
      // 200 + 60 + 41 = 301 s.
      const refused = await cardRequest(guestbookId, owner.token, takes);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toMatch(/^Total duration \(\d+s\) exceeds the 300-second limit for audio messages\. Please select fewer recordings\.$/);
      expect(await credits(owner.email)).toEqual(before);
    } finally {
      await pool.query(
        `UPDATE "AudioFile" a SET "durationMs" = v.ms FROM (VALUES ($1, 1000), ($2, 2000), ($3, 3000)) AS v(id, ms), "Recording" r WHERE r.id = v.id AND a.id = r."audioId"`,
        takes,
      );
    }
  });

  it("answers 404 for another user's guestbook, and 400 for no recordings or a duplicate", async () => {
    const stranger = await registerAndGetToken("Otto");
    expect((await cardRequest(guestbookId, stranger.token, takes)).status).toBe(404);
    expect((await cardRequest(guestbookId, owner.token, [])).status).toBe(400);
    expect((await cardRequest(guestbookId, owner.token, [takes[0], takes[0]])).status).toBe(400);
    expect((await api(`/api/guestbooks/${guestbookId}/recordings/card`, { method: "POST", json: { recordingIds: takes } })).status).toBe(401);
  });

  it("answers 402 REQUIRES_PAYMENT without a credit, and makes no card", async () => {
    await pool.query(`UPDATE "User" SET "messageCreditsFree" = 0, "messageCreditsPremium" = 0 WHERE email = $1`, [owner.email]);
    const { rows: before } = await pool.query(`SELECT count(*)::int AS n FROM "PersonalMessage" WHERE "sourceGuestbookId" = $1`, [guestbookId]);
    const refused = await cardRequest(guestbookId, owner.token, takes.slice(0, 2));
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ code: "REQUIRES_PAYMENT", requiresPayment: true });
    const { rows: after } = await pool.query(`SELECT count(*)::int AS n FROM "PersonalMessage" WHERE "sourceGuestbookId" = $1`, [guestbookId]);
    expect(after[0].n).toBe(before[0].n);
  });
});
