// Guestbooks and guest recordings for integration tests, made through the public API like a browser would
// (many listed messages at once straight through the database, with places for them all, as MP3s played as recorded so no job looks for their files: seedListedRecordings).
import { randomUUID } from "node:crypto";
import { api, asVisitor } from "./api";
import { proxiedBaseUrl } from "./env";
import { withTestDatabase } from "./test-database";

export function todayUtc(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export async function createFreeGuestbook(token: string, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const result = await api("/api/guestbooks", {
    method: "POST",
    token,
    json: { guestbookName: "Test Wedding", eventType: "Wedding", eventDate: todayUtc(), tierIdx: 0, allowAnonymous: true, ...overrides },
  });
  if (result.status !== 201) throw new Error(`create guestbook failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.guestbook as Record<string, unknown>;
}

export type TRecordResult = { status: number; body: Record<string, unknown> };

/** A guest's recording, each guest a visitor of their own (a new address, through the proxied instance). */

export async function recordAsGuest(opts: {
  guestbookId: string;
  audio: Uint8Array;
  guestName?: string;
  guestEmail?: string;
  anonymous?: boolean;
  clientUploadId?: string;
  /** The instance to send it to (the proxied one unless said). */
  base?: string;
  /** The guest's address as the proxy names it (a new one unless said). */
  address?: string;
}): Promise<TRecordResult> {
  const form = new FormData();
  form.set("clientUploadId", opts.clientUploadId ?? randomUUID());
  form.set("guestbookId", opts.guestbookId);
  if (opts.guestName !== undefined) form.set("guestName", opts.guestName);
  if (opts.guestEmail !== undefined) form.set("guestEmail", opts.guestEmail);
  form.set("anonymous", String(Boolean(opts.anonymous)));
  form.set("audio", new Blob([Buffer.from(opts.audio)], { type: "audio/webm" }), "recording.webm");
  const response = await fetch(`${opts.base ?? proxiedBaseUrl}/api/guestbooks/record`, { method: "POST", body: form, headers: asVisitor(opts.address) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * `count` listed messages written straight into the test database (hundreds of takes over HTTP would
 * take minutes), each with a voice row of its own that points at no stored file: for listings and the
 * keepsake book, not for playing. Every three share a moment, so pages are told apart by id as well.
 * Answers the ids of every listed message of the guestbook, oldest first, as the listening page orders them.
 * The voices are marked ready, seekable and with an MP3 (their own key), so the sweeps leave them alone.
 */
export async function seedListedRecordings(guestbookId: string, count: number, namePrefix = "Seeded guest"): Promise<string[]> {
  return withTestDatabase(async (client) => {
    await client.query(
      `WITH made AS (
         SELECT n, 'seed' || md5(random()::text || n) AS audio_id, 'seed' || md5(random()::text || n || 'r') AS recording_id,
                now() - interval '2 days' + (n / 3) * interval '1 second' AS at
         FROM generate_series(1, $2::int) AS n
       ), voices AS (
         INSERT INTO "AudioFile" (id, "originalKey", "originalMime", "sizeBytes", "durationMs", "mp3Key", status, seekable, polish, "createdAt", "updatedAt")
         SELECT audio_id, 'guestbooks/' || $1 || '/audio/' || audio_id || '.mp3', 'audio/mpeg', 1000, 1000 + n,
                'guestbooks/' || $1 || '/audio/' || audio_id || '.mp3', 'ready', true, false, at, at FROM made
       )
       INSERT INTO "Recording" (id, "guestbookId", "guestName", "audioId", listed, "createdAt")
       SELECT recording_id, $1, $3 || ' ' || n, audio_id, true, at FROM made`,
      [guestbookId, count, namePrefix],
    );
    // Places for them all: the family is never shown more than the tier's places, and these stand for
    // guests of a guestbook big enough to hold them.
    await client.query(
      `UPDATE "Guestbook" SET "maxGuests" = GREATEST("maxGuests", (SELECT count(*) FROM "Recording" WHERE "guestbookId" = $1)) WHERE id = $1`,
      [guestbookId],
    );
    const { rows } = await client.query<{ id: string }>(
      `SELECT id FROM "Recording" WHERE "guestbookId" = $1 AND listed AND NOT "requiresUpgrade" ORDER BY "createdAt", id`,
      [guestbookId],
    );
    return rows.map((row) => row.id);
  });
}
