// Issue 37 over HTTP against the running app, real ffmpeg and storage: a guest's voice memo in each format
// phones make, judged like a recording; the host's greeting (put, replace, remove, owner checks, the 60 s
// limit), what guests get of it, and the greeting's place in the export and in deletions.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Pool } from "pg";
import { tooLongMessage } from "@/lib/audio/limits";
import { api, asVisitor, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes, type TToneFormat } from "@/tests/helpers/audio";
import { signInWithCookie } from "@/tests/helpers/browser-session";
import { baseUrl, dataDir, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { createFreeGuestbook } from "@/tests/helpers/guestbooks";
import { readZip } from "@/tests/helpers/read-zip";
import { until } from "@/tests/helpers/wait";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const stored = (key: string) => existsSync(path.join(dataDir, "uploads", key));
const NOT_AUDIO = "This file is not a recording we can play. Please record your message again.";
const tooLong = (limit: string) => `This recording is longer than the ${limit} limit. Please record a shorter message.`;

type TMemo = { bytes: Buffer; name: string; type: string };

/** A guest sends a file from their phone, the way the guest page's memo input does. */
async function sendMemo(guestbookId: string, memo: TMemo, guestName = "Memo Guest") {
  const form = new FormData();
  form.set("clientUploadId", randomUUID());
  form.set("guestbookId", guestbookId);
  form.set("guestName", guestName);
  form.set("anonymous", "false");
  form.set("audio", new Blob([new Uint8Array(memo.bytes)], { type: memo.type }), memo.name);
  const response = await fetch(`${proxiedBaseUrl}/api/guestbooks/record`, { method: "POST", body: form, headers: asVisitor() });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function putGreeting(guestbookId: string, memo: TMemo, token?: string) {
  const form = new FormData();
  form.set("audio", new Blob([new Uint8Array(memo.bytes)], { type: memo.type }), memo.name);
  const headers: Record<string, string> = asVisitor();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${proxiedBaseUrl}/api/guestbooks/${guestbookId}/greeting`, { method: "PUT", body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function audioRow(id: string) {
  const { rows } = await pool.query<{
    id: string;
    originalKey: string;
    originalMime: string;
    mp3Key: string | null;
    sizeBytes: number | null;
    durationMs: number | null;
    status: string;
  }>(`SELECT id, "originalKey", "originalMime", "mp3Key", "sizeBytes", "durationMs", status FROM "AudioFile" WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

async function greetingAudioId(guestbookId: string): Promise<string | null> {
  const { rows } = await pool.query<{ greetingAudioId: string | null }>(`SELECT "greetingAudioId" FROM "Guestbook" WHERE id = $1`, [guestbookId]);
  return rows[0]?.greetingAudioId ?? null;
}

const MEMO_FORMATS: [TToneFormat, string, string, string][] = [
  // format, the file's name on the phone, the type the phone declares, the type it is stored as
  ["m4a", "New Recording 3.m4a", "audio/x-m4a", "audio/mp4"],
  ["mp3", "memo.mp3", "audio/mpeg", "audio/mpeg"],
  ["wav", "memo.wav", "audio/wav", "audio/wav"],
  ["ogg", "memo.ogg", "audio/ogg", "audio/ogg"],
  ["webm", "memo.webm", "audio/webm", "audio/webm"],
  ["3gp", "Voice 001.3gp", "video/3gpp", "audio/3gpp"],
  ["amr", "Voice 002.amr", "audio/amr", "audio/amr"],
  ["aac", "Voice 003.aac", "audio/aac", "audio/aac"],
];

describe("a guest's voice memo (POST /api/guestbooks/record)", () => {
  let host: { token: string };
  let guestbookId: string;
  let maxSeconds: number;

  beforeAll(async () => {
    host = await registerAndGetToken("Memohost");
    const guestbook = await createFreeGuestbook(host.token, { guestbookName: "Memo Party" });
    guestbookId = String(guestbook.id);
    maxSeconds = Number(guestbook.maxRecordingDuration);
  });

  it.each(MEMO_FORMATS)("saves a %s memo with its measured length, and the host gets it with an MP3", async (format, name, declared, storedType) => {
    const bytes = await makeToneBytes(4.6, format);
    const saved = await sendMemo(guestbookId, { bytes, name, type: declared }, `Guest ${format}`);
    expect(saved.status).toBe(201);
    expect(Math.abs(Number(saved.body.durationMs) - 4600)).toBeLessThanOrEqual(200);

    const { rows } = await pool.query<{ audioId: string }>(`SELECT "audioId" FROM "Recording" WHERE id = $1`, [saved.body.id]);
    const audio = await until(
      () => audioRow(rows[0].audioId),
      (row) => row?.status === "ready",
    );
    expect(audio).toMatchObject({ originalMime: storedType, sizeBytes: bytes.length, status: "ready" });
    expect(audio!.mp3Key).toEqual(expect.any(String));

    const list = await api(`/api/guestbooks/${guestbookId}/recordings`, { token: host.token });
    const listed = (list.body.recordings as Record<string, unknown>[]).find((recording) => recording.id === saved.body.id);
    expect(listed).toMatchObject({ guestName: `Guest ${format}`, status: "ready" });
    expect(Math.abs(Number(listed!.durationMs) - 4600)).toBeLessThanOrEqual(200);
    const mp3 = await fetch(`${baseUrl}${listed!.mp3Url}`, { headers: { authorization: `Bearer ${host.token}` } });
    expect([mp3.status, mp3.headers.get("content-type")]).toEqual([200, "audio/mpeg"]);
  });

  it("refuses a memo longer than the guestbook's limit, and a file that is not audio, with the recording's texts", async () => {
    const long = await sendMemo(guestbookId, { bytes: await makeToneBytes(maxSeconds + 5, "m4a"), name: "long.m4a", type: "audio/x-m4a" });
    expect(long.status).toBe(422);
    expect(long.body.error).toBe(tooLongMessage(maxSeconds));

    const text = Buffer.from("Shopping list: eggs, milk, bread.\n".repeat(80));
    const notAudio = await sendMemo(guestbookId, { bytes: text, name: "memo.m4a", type: "audio/x-m4a" });
    expect(notAudio.status).toBe(415);
    expect(notAudio.body.error).toBe(NOT_AUDIO);
  });
});

describe("the host's greeting (PUT, GET, DELETE /api/guestbooks/{id}/greeting)", () => {
  let host: { token: string; email: string; password: string };
  let other: { token: string };
  let guestbookId: string;

  beforeAll(async () => {
    host = await registerAndGetToken("Gemma");
    other = await registerAndGetToken("Otto");
    guestbookId = String((await createFreeGuestbook(host.token, { guestbookName: "Gemma's Wedding" })).id);
  });

  it("is the owner's alone: visitors get 401, other users 404, and nothing is stored", async () => {
    const take = { bytes: await makeToneBytes(2, "webm"), name: "greeting.webm", type: "audio/webm" };
    expect((await putGreeting(guestbookId, take)).status).toBe(401);
    expect((await api(`/api/guestbooks/${guestbookId}/greeting`)).status).toBe(401);
    expect((await api(`/api/guestbooks/${guestbookId}/greeting`, { method: "DELETE" })).status).toBe(401);
    const foreign = await putGreeting(guestbookId, take, other.token);
    expect(foreign.status).toBe(404);
    expect((await api(`/api/guestbooks/${guestbookId}/greeting`, { token: other.token })).status).toBe(404);
    expect((await api(`/api/guestbooks/${guestbookId}/greeting`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect(await greetingAudioId(guestbookId)).toBeNull();
    expect((await api(`/api/guestbooks/${guestbookId}/greeting`, { token: host.token })).body).toEqual({ greeting: null });
    expect((await api(`/api/guestbooks/${guestbookId}/public`)).body.guestbook).toMatchObject({ greeting: null });
  });

  let first: { audioUrl: string; mp3Url: string | null; durationMs: number };

  it("puts a greeting, measured and stored like a recording, which guests get with the host's first name", async () => {
    const bytes = await makeToneBytes(5, "webm");
    const saved = await putGreeting(guestbookId, { bytes, name: "greeting.webm", type: "audio/webm" }, host.token);
    expect(saved.status).toBe(200);
    first = saved.body.greeting as typeof first;
    expect(first).toEqual({
      audioUrl: expect.stringMatching(new RegExp(`^/api/guestbooks/${guestbookId}/greeting/`)),
      mp3Url: expect.any(String),
      contentType: "audio/webm",
      durationMs: expect.any(Number),
    });
    expect(Math.abs(first.durationMs - 5000)).toBeLessThanOrEqual(200);

    const audio = await audioRow((await greetingAudioId(guestbookId))!);
    expect(audio).toMatchObject({
      sizeBytes: expect.any(Number),
      durationMs: first.durationMs,
      originalKey: expect.stringMatching(new RegExp(`^guestbooks/${guestbookId}/audio/greeting-`)),
    });
    expect(audio!.sizeBytes).toBeGreaterThan(0);
    expect(stored(audio!.originalKey)).toBe(true);

    expect((await api(`/api/guestbooks/${guestbookId}/greeting`, { token: host.token })).body).toEqual({ greeting: first });
    const publicData = await api(`/api/guestbooks/${guestbookId}/public`);
    expect(publicData.body.guestbook).toMatchObject({ greeting: { ...first, hostFirstName: "Gemma" } });

    // Anyone with the link plays it: the original with ranges, and the MP3 Safari plays.
    const original = await fetch(`${baseUrl}${first.audioUrl}`);
    expect([original.status, original.headers.get("content-type")]).toEqual([200, "audio/webm"]);
    const part = await fetch(`${baseUrl}${first.audioUrl}`, { headers: { range: "bytes=0-99" } });
    expect(part.status).toBe(206);
    const mp3 = await fetch(`${baseUrl}${first.mp3Url}`);
    expect([mp3.status, mp3.headers.get("content-type")]).toEqual([200, "audio/mpeg"]);
  });

  it("is on the guest page and the owner's preview as 'A note from' the host, with its length, and never set to play by itself", async () => {
    const page = await (await fetch(`${baseUrl}/live-guestbook/${guestbookId}`)).text();
    expect(page).toContain("A note from Gemma");
    expect(page).toContain("0:05");
    // Nothing to load or play before a tap: no address, no autoplay.
    expect(page).toMatch(/<audio preload="none"><\/audio>/);
    expect(page).not.toMatch(/<audio[^>]*autoplay/i);
    // Above the recorder.
    expect(page.indexOf("A note from Gemma")).toBeLessThan(page.indexOf("Start Recording"));

    const { session } = await signInWithCookie(host.email, host.password);
    const preview = await fetch(`${baseUrl}/guestbook/${guestbookId}`, { headers: { cookie: session!.split(";")[0] } });
    expect(preview.status).toBe(200);
    const previewPage = await preview.text();
    expect(previewPage).toContain("Recording is off in the preview");
    expect(previewPage).toContain("A note from Gemma");
  });

  it("replaces the greeting: the new one is served, the earlier voice and its files are gone", async () => {
    const earlierId = (await greetingAudioId(guestbookId))!;
    const earlier = (await audioRow(earlierId))!;
    const saved = await putGreeting(guestbookId, { bytes: await makeToneBytes(8, "m4a"), name: "Greeting.m4a", type: "audio/x-m4a" }, host.token);
    expect(saved.status).toBe(200);
    const replaced = saved.body.greeting as typeof first;
    expect(replaced.audioUrl).not.toBe(first.audioUrl);
    expect(Math.abs(replaced.durationMs - 8000)).toBeLessThanOrEqual(200);
    expect(await audioRow(earlierId)).toBeNull();
    expect(stored(earlier.originalKey)).toBe(false);
    expect((await fetch(`${baseUrl}${first.audioUrl}`)).status).toBe(404);
    expect((await api(`/api/guestbooks/${guestbookId}/public`)).body.guestbook).toMatchObject({ greeting: { audioUrl: replaced.audioUrl } });
    first = replaced;
  });

  it("refuses a greeting over 60 s with a 422 naming the limit, and a file that is not audio, keeping the earlier greeting", async () => {
    const kept = await greetingAudioId(guestbookId);
    const long = await putGreeting(guestbookId, { bytes: await makeToneBytes(64, "m4a"), name: "long.m4a", type: "audio/x-m4a" }, host.token);
    expect(long.status).toBe(422);
    expect(long.body.error).toBe(tooLong("1 minute"));
    const text = await putGreeting(guestbookId, { bytes: Buffer.from("not a voice\n".repeat(200)), name: "greeting.mp3", type: "audio/mpeg" }, host.token);
    expect(text.status).toBe(415);
    expect(text.body.error).toBe(NOT_AUDIO);
    expect(await greetingAudioId(guestbookId)).toBe(kept);
    expect((await api(`/api/guestbooks/${guestbookId}/greeting`, { token: host.token })).body).toEqual({ greeting: first });
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "AudioFile" WHERE "originalKey" LIKE $1`, [`guestbooks/${guestbookId}/audio/greeting-%`]);
    expect(rows[0].n).toBe(1);
  });

  it("removes the greeting, its voice and its files; guests get null", async () => {
    const audio = (await audioRow((await greetingAudioId(guestbookId))!))!;
    const removed = await api(`/api/guestbooks/${guestbookId}/greeting`, { method: "DELETE", token: host.token });
    expect(removed).toMatchObject({ status: 200, body: { greeting: null } });
    expect(await audioRow(audio.id)).toBeNull();
    expect(stored(audio.originalKey)).toBe(false);
    expect((await api(`/api/guestbooks/${guestbookId}/public`)).body.guestbook).toMatchObject({ greeting: null });
    expect((await fetch(`${baseUrl}${first.audioUrl}`)).status).toBe(404);
    const page = await (await fetch(`${baseUrl}/live-guestbook/${guestbookId}`)).text();
    expect(page).not.toContain("A note from");
  });
});

describe("the greeting in the export and in deletions", () => {
  async function hostWithGreeting(firstName: string) {
    const host = await registerAndGetToken(firstName);
    const guestbookId = String((await createFreeGuestbook(host.token, { guestbookName: `${firstName} Party` })).id);
    const bytes = await makeToneBytes(3, "webm");
    expect((await putGreeting(guestbookId, { bytes, name: "greeting.webm", type: "audio/webm" }, host.token)).status).toBe(200);
    const audio = await until(
      async () => audioRow((await greetingAudioId(guestbookId))!),
      (row) => row?.status === "ready",
    );
    return { host, guestbookId, bytes, audio: audio! };
  }

  it("the account export holds the greeting (original and MP3) in its guestbook's folder", async () => {
    const { host, guestbookId, bytes } = await hostWithGreeting("Exa");
    const response = await fetch(`${baseUrl}/api/account/export`, { headers: { authorization: `Bearer ${host.token}` } });
    expect(response.status).toBe(200);
    const entries = new Map(readZip(Buffer.from(await response.arrayBuffer())).map((entry) => [entry.name, entry.data]));
    const folder = `guestbooks/Exa Party (${guestbookId})`;
    expect(entries.get(`${folder}/greeting.webm`)?.equals(bytes)).toBe(true);
    const mp3 = entries.get(`${folder}/greeting.mp3`)!;
    expect(mp3.subarray(0, 3).toString() === "ID3" || (mp3[0] === 0xff && (mp3[1] & 0xe0) === 0xe0)).toBe(true);
    const settings = JSON.parse(entries.get(`${folder}/guestbook.json`)!.toString("utf8")) as Record<string, unknown>;
    expect(settings.greeting).toEqual({ file: "greeting.webm", durationMs: expect.any(Number) });
  });

  it("goes with its guestbook", async () => {
    const { host, guestbookId, audio } = await hostWithGreeting("Dora");
    expect((await api(`/api/guestbooks/${guestbookId}`, { method: "DELETE", token: host.token })).status).toBe(200);
    expect(await audioRow(audio.id)).toBeNull();
    expect(stored(audio.originalKey)).toBe(false);
    expect(stored(audio.mp3Key!)).toBe(false);
  });

  it("goes with the account", async () => {
    const { host, audio } = await hostWithGreeting("Lea");
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "User" WHERE email = $1`, [host.email]);
    expect((await api("/api/account", { method: "DELETE", token: host.token, json: { password: host.password } })).status).toBe(202);
    await until(
      async () => (await pool.query(`SELECT count(*)::int AS n FROM "User" WHERE id = $1`, [rows[0].id])).rows[0].n,
      (left) => left === 0,
      60_000,
    );
    expect(await audioRow(audio.id)).toBeNull();
    expect(stored(audio.originalKey)).toBe(false);
    expect(stored(audio.mp3Key!)).toBe(false);
  }, 90_000);
});
