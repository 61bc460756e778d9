// Stitching over HTTP against the running app: the allowance, every refusal of POST /stitch-audio, the
// job taking a stitch to a downloadable MP3 in the chosen order, and nobody but the owner seeing any of it.
import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { Pool } from "pg";
import { runFfmpeg, userInput } from "@/lib/audio/ffmpeg";
import { api, asVisitor, registerAndGetToken } from "@/tests/helpers/api";
import { makeToneBytes, testAudioPath } from "@/tests/helpers/audio";
import { baseUrl, databaseUrl, proxiedBaseUrl } from "@/tests/helpers/env";

const pool = new Pool({ connectionString: databaseUrl, max: 2 });
afterAll(() => pool.end());

const GUESTBOOK_NAME = "Mia & Léo: 30/06";
const TEXTS = {
  none: "Please select at least one recording to stitch",
  one: "Please select at least two recordings to stitch",
  tooMany: "Maximum 100 recordings allowed per stitch",
  requiresUpgrade:
    "This recording requires a guestbook upgrade to play/download. Please upgrade your guestbook tier to access recordings made after exceeding your limit.",
  noStitchesLeft: "No stitches available. Please upgrade your guestbook for more stitched audio downloads.",
};

async function createGuestbook(token: string, name = GUESTBOOK_NAME): Promise<string> {
  const created = await api("/api/guestbooks", {
    method: "POST",
    token,
    json: { guestbookName: name, eventType: "Wedding", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0, allowAnonymous: true },
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  return String((created.body.guestbook as { id: string }).id);
}

async function record(guestbookId: string, bytes: Buffer, guestName: string): Promise<string> {
  const form = new FormData();
  form.set("clientUploadId", randomUUID());
  form.set("guestbookId", guestbookId);
  form.set("guestName", guestName);
  form.set("anonymous", "false");
  form.set("audio", new Blob([new Uint8Array(bytes)], { type: "audio/webm" }), "recording.webm");
  const response = await fetch(`${proxiedBaseUrl}/api/guestbooks/record`, { method: "POST", body: form, headers: asVisitor() });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201) throw new Error(`record failed: ${response.status} ${JSON.stringify(body)}`);
  return String(body.id);
}

const stitchRequest = (guestbookId: string, token: string, recordingIds: string[]) =>
  api(`/api/guestbooks/${guestbookId}/stitch-audio`, { method: "POST", token, json: { recordingIds, incrementUsage: false } });

type TStitch = {
  id: string;
  status: string;
  progress: number;
  recordingCount: number;
  durationMs: number | null;
  error: string | null;
  downloadUrl: string | null;
};

async function waitForStitch(guestbookId: string, token: string, stitchId: string): Promise<{ stitch: TStitch; seen: TStitch[] }> {
  const deadline = Date.now() + 45_000;
  const seen: TStitch[] = [];
  for (;;) {
    const { body } = await api(`/api/guestbooks/${guestbookId}/stitches`, { token });
    const stitch = (body.stitches as TStitch[]).find((item) => item.id === stitchId);
    if (!stitch) throw new Error("the stitch is not listed");
    seen.push(stitch);
    if (stitch.status === "ready" || stitch.status === "failed") return { stitch, seen };
    if (Date.now() > deadline) throw new Error(`the stitch did not finish in time (${stitch.status}, ${stitch.progress}%)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("stitched audio", () => {
  let token: string;
  let otherToken: string;
  let guestbookId: string;
  let otherGuestbookId: string;
  let takes: string[];
  let upgradeTake: string;
  let foreignTake: string;

  beforeAll(async () => {
    [{ token }, { token: otherToken }] = await Promise.all([registerAndGetToken("Mia"), registerAndGetToken("Otto")]);
    [guestbookId, otherGuestbookId] = await Promise.all([createGuestbook(token), createGuestbook(otherToken, "Otto's party")]);
    const [one, three, two] = await Promise.all([makeToneBytes(1, "webm"), makeToneBytes(3, "webm"), makeToneBytes(2, "webm")]);
    takes = [await record(guestbookId, one, "Ana"), await record(guestbookId, three, "Ben"), await record(guestbookId, two, "Cleo")];
    upgradeTake = await record(guestbookId, two, "Dan");
    foreignTake = await record(otherGuestbookId, two, "Eve");
    // The eleventh guest of a free guestbook is the real way to get here; setting the flag is quicker.
    await pool.query(`UPDATE "Recording" SET "requiresUpgrade" = true WHERE id = $1`, [upgradeTake]);
  }, 60_000);

  it("reports the allowance of a free guestbook", async () => {
    const usage = await api(`/api/guestbooks/${guestbookId}/stitched-audio-usage`, { token });
    expect(usage.status).toBe(200);
    expect(usage.body).toEqual({ canCreate: true, remaining: 1, requiresUpgrade: false, used: 0, limit: 1 });
  });

  it("refuses selections the spec rules out, with its texts", async () => {
    expect(await stitchRequest(guestbookId, token, [])).toMatchObject({ status: 400, body: { error: TEXTS.none } });
    expect(await stitchRequest(guestbookId, token, [takes[0]])).toMatchObject({ status: 400, body: { error: TEXTS.one } });
    const tooMany = Array.from({ length: 101 }, (_, i) => `${takes[0].slice(0, 10)}x${i}`);
    expect(await stitchRequest(guestbookId, token, tooMany)).toMatchObject({ status: 400, body: { error: TEXTS.tooMany } });
    const duplicate = await stitchRequest(guestbookId, token, [takes[0], takes[1], takes[0]]);
    expect(duplicate.status).toBe(400);

    const foreign = await stitchRequest(guestbookId, token, [takes[0], foreignTake]);
    expect(foreign.status).toBe(409);
    expect(foreign.body.error).toBe(`Some recordings are no longer available: ${foreignTake}`);
    expect(foreign.body.missingRecordingIds).toEqual([foreignTake]);
    const missing = await stitchRequest(guestbookId, token, [takes[0], "noSuchRecording123"]);
    expect(missing).toMatchObject({ status: 409, body: { missingRecordingIds: ["noSuchRecording123"] } });

    const upgrade = await stitchRequest(guestbookId, token, [takes[0], upgradeTake]);
    expect(upgrade).toMatchObject({ status: 403, body: { error: TEXTS.requiresUpgrade, requiresUpgrade: true } });

    const usage = await api(`/api/guestbooks/${guestbookId}/stitched-audio-usage`, { token });
    expect(usage.body).toMatchObject({ used: 0, remaining: 1 });
  });

  it("shows another user nothing: 404 on every stitch route", async () => {
    const { body } = await api(`/api/guestbooks/${otherGuestbookId}/stitches`, { token: otherToken });
    expect(body.stitches).toEqual([]);
    for (const call of [
      api(`/api/guestbooks/${guestbookId}/stitched-audio-usage`, { token: otherToken }),
      api(`/api/guestbooks/${guestbookId}/stitches`, { token: otherToken }),
      stitchRequest(guestbookId, otherToken, takes),
      api(`/api/guestbooks/${guestbookId}/stitches/anything/mp3`, { token: otherToken }),
    ]) {
      expect((await call).status).toBe(404);
    }
    expect((await api(`/api/guestbooks/${guestbookId}/stitches`)).status).toBe(401);
  });

  it("gives the last stitch to one of two simultaneous requests, then makes the MP3 in the chosen order", async () => {
    const order = [takes[0], takes[1], takes[2]]; // 1 s, 3 s, 2 s
    const answers = await Promise.all([stitchRequest(guestbookId, token, order), stitchRequest(guestbookId, token, order)]);
    const accepted = answers.filter((answer) => answer.status === 202);
    const refused = answers.filter((answer) => answer.status !== 202);
    expect(accepted).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 403, body: { error: TEXTS.noStitchesLeft, requiresUpgrade: true } });
    const queued = accepted[0].body.stitch as TStitch;
    expect(queued).toMatchObject({ recordingCount: 3, downloadUrl: null });
    expect(["queued", "processing", "ready"]).toContain(queued.status);

    const { stitch, seen } = await waitForStitch(guestbookId, token, queued.id);
    expect(stitch).toMatchObject({ status: "ready", progress: 100, error: null, downloadUrl: `/api/guestbooks/${guestbookId}/stitches/${queued.id}/mp3` });
    // 6 s of takes and two gaps of 0.75 s.
    expect(Math.abs(Number(stitch.durationMs) - 7500)).toBeLessThan(300);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i].progress).toBeGreaterThanOrEqual(seen[i - 1].progress);

    const response = await fetch(`${baseUrl}${stitch.downloadUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    const disposition = response.headers.get("content-disposition") ?? "";
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("Mia & Léo 30 06 - stitched.mp3")}`);
    const file = testAudioPath(`stitch-${queued.id}.mp3`);
    await writeFile(file, Buffer.from(await response.arrayBuffer()));
    // The gaps fall after the 1 s take and after the 3 s one: the order sent, not the recording order or any other.
    const run = await runFfmpeg([...userInput(file), "-af", "silencedetect=noise=-50dB:d=0.5", "-f", "null", "-"]);
    const silenceStarts = [...run.stderr.matchAll(/silence_start: ([\d.]+)/g)].map((match) => Number(match[1]));
    expect(silenceStarts).toHaveLength(2);
    expect(Math.abs(silenceStarts[0] - 1)).toBeLessThan(0.15);
    expect(Math.abs(silenceStarts[1] - 4.75)).toBeLessThan(0.15);
    expect(run.stderr).toMatch(/Audio: mp3, 44100 Hz, mono/);

    const usage = await api(`/api/guestbooks/${guestbookId}/stitched-audio-usage`, { token });
    expect(usage.body).toEqual({ canCreate: false, remaining: 0, requiresUpgrade: true, used: 1, limit: 1 });
    expect(await stitchRequest(guestbookId, token, [takes[2], takes[0]])).toMatchObject({ status: 403, body: { error: TEXTS.noStitchesLeft } });
    expect((await api(`${stitch.downloadUrl}`, { token: otherToken })).status).toBe(404);
  }, 60_000);

  it("answers 409 with Retry-After while a stitch is being made, and does not count failed ones", async () => {
    const processing = `test${randomUUID().replace(/-/g, "")}`;
    const failed = `test${randomUUID().replace(/-/g, "")}`;
    const { rows } = await pool.query(`SELECT "ownerId" FROM "Guestbook" WHERE id = $1`, [otherGuestbookId]);
    const insert = `INSERT INTO "StitchedAudio" (id, "guestbookId", "ownerId", "recordingIds", status, progress, "createdAt") VALUES ($1, $2, $3, $4, $5, $6, $7)`;
    await pool.query(insert, [failed, otherGuestbookId, rows[0].ownerId, [foreignTake, foreignTake], "failed", 0, new Date(Date.now() - 60_000)]);
    expect((await api(`/api/guestbooks/${otherGuestbookId}/stitched-audio-usage`, { token: otherToken })).body).toMatchObject({ used: 0, remaining: 1 });
    await pool.query(insert, [processing, otherGuestbookId, rows[0].ownerId, [foreignTake, foreignTake], "processing", 40, new Date()]);

    const early = await api(`/api/guestbooks/${otherGuestbookId}/stitches/${processing}/mp3`, { token: otherToken });
    expect(early.status).toBe(409);
    expect(early.headers.get("retry-after")).toBe("2");
    const listed = (await api(`/api/guestbooks/${otherGuestbookId}/stitches`, { token: otherToken })).body.stitches as TStitch[];
    expect(listed.map((stitch) => [stitch.id, stitch.status, stitch.progress, stitch.downloadUrl])).toEqual([
      [processing, "processing", 40, null],
      [failed, "failed", 0, null],
    ]);
    expect((await api(`/api/guestbooks/${otherGuestbookId}/stitched-audio-usage`, { token: otherToken })).body).toMatchObject({
      used: 1,
      remaining: 0,
      canCreate: false,
    });
  });
});
