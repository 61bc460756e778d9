// Every voice clear (issue 48), through the running app: a guest's take of real speech (espeak-ng, quiet,
// with room and a 50 Hz hum) is served as recorded byte for byte and as a polished MP3 at -16 LUFS; a
// guestbook with "Even out voices" off serves MP3s as loud as the takes; switching it makes the MP3s
// again in the background while the old one keeps playing; an all-silent take is kept and marked.
import { readFile, writeFile } from "node:fs/promises";
import { api, registerAndGetToken } from "@/tests/helpers/api";
import { baseUrl } from "@/tests/helpers/env";
import { makeSpeechTake, measureLoudness, testAudioPath } from "@/tests/helpers/audio";
import { createFreeGuestbook, recordAsGuest } from "@/tests/helpers/guestbooks";

async function download(path: string, token: string): Promise<{ status: number; bytes: Buffer }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function loudnessOf(bytes: Buffer, ext: string) {
  const file = testAudioPath(`served.${ext}`);
  await writeFile(file, bytes);
  return measureLoudness(file);
}

type TListed = { id: string; durationMs: number; silent: boolean; status: string };

async function listed(guestbookId: string, token: string, id: string): Promise<TListed> {
  const { body } = await api(`/api/guestbooks/${guestbookId}/recordings`, { token });
  const found = (body.recordings as TListed[]).find((recording) => recording.id === id);
  if (!found) throw new Error(`recording ${id} not listed`);
  return found;
}

describe("every voice clear", () => {
  jest.setTimeout(180_000);
  let token: string;
  let take: Buffer;
  let takeLufs: number;

  beforeEach(async () => {
    // A host of their own a test: one free guestbook each.
    ({ token } = await registerAndGetToken("Vera"));
  });

  beforeAll(async () => {
    const { file } = await makeSpeechTake({ gainDb: -22, humDb: -45, leadSeconds: 2.5, tailSeconds: 2.5 });
    take = await readFile(file);
    takeLufs = (await measureLoudness(file)).lufs;
  });

  it("serves the original byte for byte and a polished MP3 at -16 LUFS, with the polished length listed", async () => {
    const guestbookId = String((await createFreeGuestbook(token, { guestbookName: "Polished" })).id);
    const recorded = await recordAsGuest({ guestbookId, audio: take, guestName: "Oma Lotte" });
    expect(recorded.status).toBe(201);
    const id = String(recorded.body.id);

    const original = await download(`/api/audio/${id}`, token);
    expect(original.status).toBe(200);
    expect(original.bytes.equals(take)).toBe(true);

    const mp3 = await download(`/api/audio/${id}/mp3`, token);
    expect(mp3.status).toBe(200);
    const measured = await loudnessOf(mp3.bytes, "mp3");
    expect(Math.abs(measured.lufs - -16)).toBeLessThanOrEqual(1);
    expect(measured.truePeak).toBeLessThanOrEqual(-1);
    // The take is 2.5 s of room, the speech, 2.5 s of room: the room is trimmed to about 0.3 s at each end.
    const row = await listed(guestbookId, token, id);
    expect(row.silent).toBe(false);
    expect(Math.abs(row.durationMs - measured.durationMs)).toBeLessThanOrEqual(100);
    expect(row.durationMs).toBeLessThan((await loudnessOf(take, "webm")).durationMs - 4000);

    // "As recorded" in the ZIP: the original's very bytes.
    const zip = await download(`/api/guestbooks/${guestbookId}/recordings/archive?as=recorded`, token);
    expect(zip.status).toBe(200);
    expect(zip.bytes.includes(take)).toBe(true);
    const polishedZip = await download(`/api/guestbooks/${guestbookId}/recordings/archive`, token);
    expect(polishedZip.bytes.includes(mp3.bytes)).toBe(true);
  });

  it("with 'Even out voices' off the MP3 is as loud as the take; switching makes them again while the old one plays", async () => {
    const created = await createFreeGuestbook(token, { guestbookName: "As recorded", voicePolish: false });
    expect(created.voicePolish).toBe(false);
    const guestbookId = String(created.id);
    const recorded = await recordAsGuest({ guestbookId, audio: take, guestName: "Opa Jan" });
    expect(recorded.status).toBe(201);
    const id = String(recorded.body.id);
    const plain = await download(`/api/audio/${id}/mp3`, token);
    expect(plain.status).toBe(200);
    expect(Math.abs((await loudnessOf(plain.bytes, "mp3")).lufs - takeLufs)).toBeLessThanOrEqual(1);

    const switched = await api(`/api/guestbooks/${guestbookId}`, { method: "PUT", token, json: { voicePolish: true } });
    expect(switched.status).toBe(200);
    expect((switched.body.guestbook as Record<string, unknown>).voicePolish).toBe(true);
    // Until the new MP3 is stored, the old one plays: every request meanwhile gets an MP3.
    let polishedLufs = takeLufs;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const served = await download(`/api/audio/${id}/mp3`, token);
      expect(served.status).toBe(200);
      polishedLufs = (await loudnessOf(served.bytes, "mp3")).lufs;
      if (Math.abs(polishedLufs - -16) <= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(Math.abs(polishedLufs - -16)).toBeLessThanOrEqual(1);
    expect((await download(`/api/audio/${id}`, token)).bytes.equals(take)).toBe(true);
  });

  it("keeps an all-silent take as it is and marks it for the host", async () => {
    const guestbookId = String((await createFreeGuestbook(token, { guestbookName: "Quiet room" })).id);
    const { file } = await makeSpeechTake({ gainDb: -120, leadSeconds: 1, tailSeconds: 1, humDb: -75 });
    const silence = await readFile(file);
    const recorded = await recordAsGuest({ guestbookId, audio: silence, guestName: "Pocket dial" });
    expect(recorded.status).toBe(201);
    const row = await listed(guestbookId, token, String(recorded.body.id));
    expect(row.silent).toBe(true);
    expect(Math.abs(row.durationMs - (await measureLoudness(file)).durationMs)).toBeLessThanOrEqual(150);
    expect((await download(`/api/audio/${String(recorded.body.id)}`, token)).bytes.equals(silence)).toBe(true);
  });
});
