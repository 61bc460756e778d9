// GET /api/guestbooks/{id}/recordings/archive (Bulk Download) against the running app: guests record
// takes, the owner downloads them as one ZIP with a manifest; nobody else can.
import { Pool } from "pg";
import { readZip, type TZipReadEntry } from "@/tests/helpers/read-zip";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes } from "@/tests/helpers/audio";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";
import { baseUrl, databaseUrl } from "@/tests/helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const GUESTBOOK_NAME = "Zoë & Ben's Party";
const REQUIRES_UPGRADE =
  "This recording requires a guestbook upgrade to play/download. Please upgrade your guestbook tier to access recordings made after exceeding your limit.";

async function createGuestbook(token: string): Promise<string> {
  return String((await createFreeGuestbook(token, { guestbookName: GUESTBOOK_NAME, eventType: "Birthday" })).id);
}

async function record(guestbookId: string, audio: Buffer, guestName: string, guestEmail?: string): Promise<string> {
  const saved = await recordAsGuest({ guestbookId, audio, guestName, guestEmail });
  if (saved.status !== 201) throw new Error(`record failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return String(saved.body.id);
}

async function waitForMp3s(guestbookId: string, token: string): Promise<void> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const { body } = await api(`/api/guestbooks/${guestbookId}/recordings`, { token });
    const recordings = body.recordings as { status: string }[];
    if (recordings.every((recording) => recording.status === "ready")) return;
    if (Date.now() > deadline) throw new Error("the MP3s were not made in time");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function download(path: string, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

function manifestRows(entries: TZipReadEntry[]): string[][] {
  const manifest = entries.find((entry) => entry.name === "manifest.csv");
  if (!manifest) throw new Error("no manifest.csv");
  const text = manifest.data.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  // No cell in these rows holds a comma or a quote, so a plain split reads them.
  return text
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}

describe("GET /api/guestbooks/{id}/recordings/archive", () => {
  let token: string;
  let guestbookId: string;
  let first: string;
  let second: string;
  let original: string;
  let originalBytes: Buffer;
  const sameMinute = "2026-06-14T18:42:00.000Z";
  const halfAMinuteLater = "2026-06-14T18:42:30.000Z";

  beforeAll(async () => {
    ({ token } = await registerAndGetToken("Hannah"));
    guestbookId = await createGuestbook(token);
    const take = await makeToneBytes(2, "webm");
    originalBytes = await makeToneBytes(1.5, "webm");
    first = await record(guestbookId, take, "Zoë", "zoe@example.test");
    second = await record(guestbookId, take, "Zoë");
    original = await record(guestbookId, originalBytes, "Ben");
    await waitForMp3s(guestbookId, token);
    // Two takes by one guest in the same minute get the same name; a take whose MP3 is not made yet
    // goes in as its original. Both are set here rather than waited for.
    await pool.query(`UPDATE "Recording" SET "createdAt" = $1 WHERE id = $2`, [sameMinute, first]);
    await pool.query(`UPDATE "Recording" SET "createdAt" = $1 WHERE id = $2`, [halfAMinuteLater, second]);
    await pool.query(`UPDATE "Recording" SET "createdAt" = $1::timestamp + interval '1 minute' WHERE id = $2`, [sameMinute, original]);
    await pool.query(`UPDATE "AudioFile" SET "mp3Key" = NULL, status = 'processing' WHERE id = (SELECT "audioId" FROM "Recording" WHERE id = $1)`, [original]);
  }, 60_000);

  it("streams every playable recording as a ZIP named after the guestbook, with a manifest", async () => {
    const { response, bytes } = await download(`/api/guestbooks/${guestbookId}/recordings/archive`, token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Zo_ & Ben's Party recordings.zip"; filename*=UTF-8''Zo%C3%AB%20%26%20Ben%27s%20Party%20recordings.zip`,
    );

    const entries = readZip(bytes);
    expect(entries.map((entry) => entry.name)).toEqual([
      "Zoë - 2026-06-14 18-42.mp3",
      "Zoë - 2026-06-14 18-42 (2).mp3",
      "Ben - 2026-06-14 18-43.webm",
      "manifest.csv",
    ]);
    for (const mp3 of entries.slice(0, 2)) {
      expect(mp3.data.subarray(0, 3).toString() === "ID3" || (mp3.data[0] === 0xff && (mp3.data[1] & 0xe0) === 0xe0)).toBe(true);
    }
    expect(entries.slice(0, 3).map((entry) => entry.modifiedAt.toISOString())).toEqual([sameMinute, halfAMinuteLater, "2026-06-14T18:43:00.000Z"]);
    expect(entries[2].data.equals(originalBytes)).toBe(true);

    const rows = manifestRows(entries);
    expect(rows[0]).toEqual(["file", "guest name", "email", "recorded at (UTC ISO)", "duration (s)"]);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      ["Zoë - 2026-06-14 18-42.mp3", "Zoë", "zoe@example.test", sameMinute],
      ["Zoë - 2026-06-14 18-42 (2).mp3", "Zoë", "", halfAMinuteLater],
      ["Ben - 2026-06-14 18-43.webm", "Ben", "", "2026-06-14T18:43:00.000Z"],
    ]);
    expect(Number(rows[1][4])).toBeCloseTo(2, 0);
    expect(Number(rows[3][4])).toBeCloseTo(1.5, 0);
  });

  it("holds only the recordings asked for", async () => {
    const { response, bytes } = await download(`/api/guestbooks/${guestbookId}/recordings/archive?ids=${original},${first}`, token);
    expect(response.status).toBe(200);
    expect(readZip(bytes).map((entry) => entry.name)).toEqual(["Zoë - 2026-06-14 18-42.mp3", "Ben - 2026-06-14 18-43.webm", "manifest.csv"]);
  });

  it("refuses a recording that needs an upgrade when it is asked for, and leaves it out of 'all'", async () => {
    await pool.query(`UPDATE "Recording" SET "requiresUpgrade" = true WHERE id = $1`, [second]);
    try {
      const refused = await api(`/api/guestbooks/${guestbookId}/recordings/archive?ids=${first},${second}`, { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: REQUIRES_UPGRADE, code: "REQUIRES_UPGRADE", requiresUpgrade: true });

      const { bytes } = await download(`/api/guestbooks/${guestbookId}/recordings/archive`, token);
      expect(readZip(bytes).map((entry) => entry.name)).toEqual(["Zoë - 2026-06-14 18-42.mp3", "Ben - 2026-06-14 18-43.webm", "manifest.csv"]);
    } finally {
      await pool.query(`UPDATE "Recording" SET "requiresUpgrade" = false WHERE id = $1`, [second]);
    }
  });

  it("answers 404 to another user, and for a recording that is not in this guestbook", async () => {
    const other = await registerAndGetToken("Oscar");
    const stranger = await api(`/api/guestbooks/${guestbookId}/recordings/archive`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual({ error: "Guestbook Not Found", code: "NOT_FOUND" });

    const otherGuestbook = await createGuestbook(other.token);
    const nothingYet = await api(`/api/guestbooks/${otherGuestbook}/recordings/archive`, { token: other.token });
    expect(nothingYet.status).toBe(404);
    expect(nothingYet.body.error).toBe("There are no recordings to download yet.");

    const theirs = await record(otherGuestbook, await makeToneBytes(1, "webm"), "Eve");
    const mixed = await api(`/api/guestbooks/${guestbookId}/recordings/archive?ids=${first},${theirs}`, { token });
    expect(mixed.status).toBe(404);
    expect(mixed.body.error).toBe("Recording not found.");
  });

  it("needs a signed-in owner and a sensible selection", async () => {
    expect((await api(`/api/guestbooks/${guestbookId}/recordings/archive`)).status).toBe(401);
    const empty = await api(`/api/guestbooks/${guestbookId}/recordings/archive?ids=`, { token });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Please select at least one recording to download.");
  });
});
