// POST /api/upload-audio and the message audio routes, against the running app, real ffmpeg and storage.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import sharp from "sharp";
import { AUDIO_UPLOAD_MAX_BYTES } from "@/lib/audio/limits";
import { api, asVisitor, newAddress, registerAndGetToken, waitForMessageMp3 } from "@/tests/helpers/api";
import { makeLongOpusTake, makeToneBytes, type TToneFormat } from "@/tests/helpers/audio";
import { baseUrl, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";
import { DISGUISED_UPLOADS, fileTripwire, startHttpTripwire, type TFileTripwire, type THttpTripwire } from "@/tests/helpers/tripwires";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

type TUpload = { bytes: Uint8Array; fileName?: string; type?: string; fields?: Record<string, string>; token?: string; ip?: string };

// Saves go through the proxied instance, each from a new visitor: the 30 saves an address may make an hour
// are for people, and this file saves more than that.
async function upload({ bytes, fileName = "message.webm", type = "audio/webm", fields = {}, token, ip = newAddress() }: TUpload) {
  const form = new FormData();
  form.set("audio", new Blob([Buffer.from(bytes)], { type }), fileName);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const headers: Record<string, string> = asVisitor(ip);
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, { method: "POST", body: form, headers });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, body };
}

describe("POST /api/upload-audio", () => {
  it.each<TToneFormat>(["webm", "m4a", "ogg", "wav"])("saves a %s take, measures it, and makes an MP3 of it", async (format) => {
    const bytes = await makeToneBytes(6.4, format);
    const saved = await upload({ bytes, fields: { title: "Happy birthday", name: "Ana", email: "ana@example.test" } });
    expect(saved.status).toBe(201);
    expect(saved.body.id).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(Math.abs(Number(saved.body.durationMs) - 6400)).toBeLessThanOrEqual(200);

    const message = await waitForMessageMp3(String(saved.body.id));
    expect(message).toMatchObject({ title: "Happy birthday", name: "Ana", status: "ready" });
    expect(message).not.toHaveProperty("email");
    const mp3 = await fetch(`${baseUrl}${message.mp3Url}`);
    expect(mp3.status).toBe(200);
    expect(mp3.headers.get("content-type")).toBe("audio/mpeg");
    const mp3Bytes = Buffer.from(await mp3.arrayBuffer());
    // An MP3 starts with an ID3 tag or a frame sync.
    expect(mp3Bytes.subarray(0, 3).toString() === "ID3" || (mp3Bytes[0] === 0xff && (mp3Bytes[1] & 0xe0) === 0xe0)).toBe(true);
  });

  it("keeps the original byte for byte and serves ranges with 206 so players can seek", async () => {
    const bytes = await makeToneBytes(5, "webm");
    const { body } = await upload({ bytes });
    const url = `${baseUrl}/api/messages/${body.id}/audio`;

    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("audio/webm");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    // A voice its owner may delete: kept by the listener's browser only, never by a shared cache.
    expect(whole.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(Buffer.from(await whole.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const part = await fetch(url, { headers: { range: "bytes=100-1099" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-1099/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(100, 1100)))).toBe(true);

    const tail = await fetch(url, { headers: { range: "bytes=-200" } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(Buffer.from(bytes.subarray(bytes.length - 200)))).toBe(true);

    const outside = await fetch(url, { headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(outside.status).toBe(416);
  });

  it("refuses bytes that are not audio, whatever their name and declared type", async () => {
    const text = new TextEncoder().encode("This is a text file pretending to be a recording.\n".repeat(100));
    const refused = await upload({ bytes: text, fileName: "message.webm", type: "audio/webm" });
    expect(refused.status).toBe(415);
    expect(refused.body.error).toBe("This file is not a recording we can play. Please record your message again.");

    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#fcd300" } })
      .png()
      .toBuffer();
    expect((await upload({ bytes: png, fileName: "voice.webm", type: "audio/webm" })).status).toBe(415);
  });

  it("refuses an upload over the size cap with 413, whether or not it declares its length", async () => {
    const big = new Uint8Array(AUDIO_UPLOAD_MAX_BYTES + 1024 * 1024);
    const declared = await upload({ bytes: big });
    expect(declared.status).toBe(413);
    expect(String(declared.body.error)).toMatch(/too large/);

    // Streamed with no Content-Length: the server stops counting at the cap.
    const boundary = "----echobook-test";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="message.webm"\r\nContent-Type: audio/webm\r\n\r\n`,
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const chunks = [head, ...Array.from({ length: 22 }, () => new Uint8Array(1024 * 1024)), tail];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, {
      method: "POST",
      body: stream,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...asVisitor() },
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    expect(response.status).toBe(413);
  });

  it("refuses a take longer than the limit with the reason", async () => {
    // Encoding five minutes of test tone takes a while on a loaded machine (hence the minute).
    const bytes = await makeToneBytes(303, "webm");
    const refused = await upload({ bytes });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe("This recording is longer than the 5 minutes limit. Please record a shorter message.");
  }, 60_000);

  it("refuses a 2-hour Opus take of about 4.5 MB within 5 s, naming the limit", async () => {
    const bytes = await readFile(await makeLongOpusTake(120, "ogg"));
    expect(bytes.length).toBeLessThan(AUDIO_UPLOAD_MAX_BYTES);
    const started = Date.now();
    const refused = await upload({ bytes, fileName: "message.ogg", type: "audio/ogg" });
    const elapsed = Date.now() - started;
    expect([refused.status, refused.body.error]).toEqual([422, "This recording is longer than the 5 minutes limit. Please record a shorter message."]);
    expect(refused.body.maxSeconds).toBe(300);
    expect(elapsed).toBeLessThan(5_000);
  }, 60_000);

  it("reads a 2-hour take that states no length (as a browser's recorder writes it) only to the limit and a second", async () => {
    const bytes = await readFile(await makeLongOpusTake(120, "live-webm"));
    const refused = await upload({ bytes });
    expect([refused.status, refused.body.error]).toEqual([422, "This recording is longer than the 5 minutes limit. Please record a shorter message."]);
    // What ffmpeg read before it stopped: the 5 minutes, the 1.5 s tolerance and the 1 s margin, no more
    // (so refusing it costs what accepting the longest message does, not two hours of decoding).
    expect(Number(refused.body.durationMs)).toBeGreaterThan(301_500);
    expect(Number(refused.body.durationMs)).toBeLessThanOrEqual(302_600);
  }, 60_000);

  it("answers 'No audio to save' without a file, and checks the text fields", async () => {
    const form = new FormData();
    form.set("title", "Nothing here");
    const response = await fetch(`${proxiedBaseUrl}/api/upload-audio`, { method: "POST", body: form, headers: asVisitor() });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "No audio to save", code: "INVALID_INPUT" });

    const bytes = await makeToneBytes(1, "webm");
    const badEmail = await upload({ bytes, fields: { email: "not-an-email" } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe("Please enter a valid email address.");

    const json = await api("/api/upload-audio", { base: proxiedBaseUrl, method: "POST", json: { audio: "x" }, headers: asVisitor() });
    expect(json.status).toBe(415);
  });

  it("saves a retried upload once: the same clientUploadId answers the same message", async () => {
    const bytes = await makeToneBytes(2, "webm");
    const clientUploadId = randomUUID();
    const first = await upload({ bytes, fields: { clientUploadId } });
    const second = await upload({ bytes, fields: { clientUploadId } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);

    const racedId = randomUUID();
    const raced = await Promise.all([1, 2, 3].map(() => upload({ bytes, fields: { clientUploadId: racedId } })));
    expect(new Set(raced.map((r) => r.body.id)).size).toBe(1);
    const { rows } = await pool.query(`SELECT count(*)::int AS n FROM "AudioMessage" WHERE "clientUploadId" = ANY($1)`, [[clientUploadId, racedId]]);
    expect(rows[0].n).toBe(2);
  });

  it("gives a signed-in sender's message to their account, and a visitor's to nobody", async () => {
    const { token } = await registerAndGetToken("Milo");
    const bytes = await makeToneBytes(1.5, "webm");
    const mine = await upload({ bytes, token });
    const anonymous = await upload({ bytes });
    const { rows } = await pool.query(`SELECT id, "ownerId" FROM "AudioMessage" WHERE id = ANY($1)`, [[mine.body.id, anonymous.body.id]]);
    const owners = Object.fromEntries(rows.map((row) => [row.id, row.ownerId]));
    expect(owners[String(mine.body.id)]).toEqual(expect.any(String));
    expect(owners[String(anonymous.body.id)]).toBeNull();
  });

  it("answers 404 for a message that does not exist", async () => {
    expect((await api("/api/messages/doesNotExist123")).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/messages/doesNotExist123/audio`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/messages/${encodeURIComponent("../../etc")}/audio`)).status).toBe(404);
  });

  it("downloads the MP3 under a name made from the title", async () => {
    const bytes = await makeToneBytes(1.5, "webm");
    const { body } = await upload({ bytes, fields: { title: "Für Oma" } });
    await waitForMessageMp3(String(body.id));
    const response = await fetch(`${baseUrl}/api/messages/${body.id}/mp3?download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''F%C3%BCr%20Oma.mp3");
  });
});

describe("POST /api/upload-audio with a playlist or manifest disguised as WebM", () => {
  let server: THttpTripwire;
  let named: TFileTripwire;
  beforeAll(async () => {
    server = await startHttpTripwire();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.hits.length = 0;
    // Beside the uploads the server receives (lib/http/multipart.ts), so an ffconcat list can name it.
    const uploads = path.join(os.tmpdir(), "echobook-uploads");
    mkdirSync(uploads, { recursive: true });
    named = fileTripwire(path.join(uploads, `tripwire-${randomUUID()}.mp3`));
  });
  afterEach(() => named.close());

  it.each(DISGUISED_UPLOADS)("refuses $label with 415, and opens no URL and no file it names", async ({ bytes }) => {
    const body = bytes({ url: server.url, file: named.path, sibling: path.basename(named.path) });
    const refused = await upload({ bytes: new TextEncoder().encode(body), fileName: "message.webm", type: "audio/webm" });
    expect(refused.status).toBe(415);
    expect(refused.body.error).toBe("This file is not a recording we can play. Please record your message again.");
    expect(server.hits).toEqual([]);
    expect(named.opens()).toBe(0);
  });
});
