import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { makeLongOpusTake, makeTone, makeVideo, testAudioPath, type TToneFormat } from "@/tests/helpers/audio";
import { DISGUISED_UPLOADS, fileTripwire, startHttpTripwire, type TFileTripwire, type THttpTripwire } from "@/tests/helpers/tripwires";
import { AUDIO_CONTENT_TYPES, AudioRejectedError, AudioTooLongError, audioExtension, probeAudio } from "./probe";

describe("probeAudio", () => {
  it.each<[TToneFormat, string]>([
    ["webm", "audio/webm"],
    ["m4a", "audio/mp4"],
    ["ogg", "audio/ogg"],
    ["mp3", "audio/mpeg"],
    ["wav", "audio/wav"],
  ])("recognises %s by its content and measures the duration within 0.2 s", async (format, contentType) => {
    const file = await makeTone(7.5, format);
    const probe = await probeAudio(file);
    expect(probe.contentType).toBe(contentType);
    expect(Math.abs(probe.durationMs - 7500)).toBeLessThanOrEqual(200);
  });

  it("measures a recording whose container states no duration, as browsers' WebM does", async () => {
    const source = await makeTone(4, "webm");
    const live = testAudioPath("live.webm");
    const { runFfmpeg, userInput } = await import("./ffmpeg");
    // `-live 1` writes a streaming WebM with no duration and no cues, like MediaRecorder.
    const run = await runFfmpeg([...userInput(source), "-c", "copy", "-live", "1", "-f", "webm", "-y", live]);
    expect(run.code).toBe(0);
    const probe = await probeAudio(live);
    expect(Math.abs(probe.durationMs - 4000)).toBeLessThanOrEqual(200);
  });

  it("writes the seekable copy and the MP3 in the same run that measures, the measure moved by at most the MP3's last frame", async () => {
    const source = await makeTone(6, "webm");
    const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-probe-outputs-"));
    try {
      const { runFfmpeg, userInput } = await import("./ffmpeg");
      const live = path.join(dir, "live.webm");
      expect((await runFfmpeg([...userInput(source), "-c", "copy", "-live", "1", "-f", "webm", "-y", live])).code).toBe(0);
      const copy = path.join(dir, "copy.webm");
      const mp3 = path.join(dir, "take.mp3");
      const alone = await probeAudio(live);
      const probe = await probeAudio(live, { copyTo: { path: copy, muxer: "webm" }, mp3To: mp3 });
      expect(probe).toEqual({ ...alone, durationMs: expect.any(Number) });
      expect(probe.durationMs - alone.durationMs).toBeGreaterThanOrEqual(0);
      expect(probe.durationMs - alone.durationMs).toBeLessThanOrEqual(30);
      const copied = await probeAudio(copy);
      expect(copied.headerDurationMs).not.toBeNull();
      const made = await probeAudio(mp3);
      expect([made.container, made.codec]).toEqual(["mp3", "mp3"]);
      expect(Math.abs(made.durationMs - probe.durationMs)).toBeLessThanOrEqual(100);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ["random bytes", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ["a text file", Buffer.from("hello, this is not audio at all\n".repeat(50))],
    ["a PNG image", Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex")],
    ["an empty file", Buffer.alloc(0)],
  ])("refuses %s named .webm", async (_label, bytes) => {
    const file = testAudioPath("not-audio.webm");
    await writeFile(file, bytes);
    await expect(probeAudio(file)).rejects.toBeInstanceOf(AudioRejectedError);
  });

  it("refuses a video, with or without sound", async () => {
    await expect(probeAudio(await makeVideo(false))).rejects.toBeInstanceOf(AudioRejectedError);
    await expect(probeAudio(await makeVideo(true))).rejects.toBeInstanceOf(AudioRejectedError);
  });
});

describe("probeAudio with the caller's limit", () => {
  const fiveMinutes = { maxSeconds: 300, toleranceMs: 1_500 };

  it("accepts a take within the limit and its tolerance, and refuses one past it, naming the limit", async () => {
    const limit = { maxSeconds: 10, toleranceMs: 1_500 };
    expect(Math.abs((await probeAudio(await makeTone(11, "webm"), { limit })).durationMs - 11_000)).toBeLessThanOrEqual(200);
    const over = probeAudio(await makeTone(13, "webm"), { limit });
    await expect(over).rejects.toBeInstanceOf(AudioTooLongError);
    await expect(over).rejects.toMatchObject({ status: 422, message: "This recording is longer than the 10 seconds limit. Please record a shorter message." });
  });

  it("refuses two hours whose header says so at once, without decoding them", async () => {
    const take = await makeLongOpusTake(120, "ogg");
    const started = Date.now();
    const refused = await probeAudio(take, { limit: fiveMinutes, mp3To: testAudioPath("long.mp3") }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AudioTooLongError);
    expect((refused as AudioTooLongError).message).toBe("This recording is longer than the 5 minutes limit. Please record a shorter message.");
    expect((refused as AudioTooLongError).extra.durationMs).toBeGreaterThanOrEqual(7_199_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  }, 60_000);

  it("reads two hours that state no length only up to the limit and a second, then refuses them", async () => {
    const take = await makeLongOpusTake(120, "live-webm");
    const started = Date.now();
    const refused = await probeAudio(take, { limit: fiveMinutes }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AudioTooLongError);
    const measured = Number((refused as AudioTooLongError).extra.durationMs);
    expect(measured).toBeGreaterThan(301_500);
    expect(measured).toBeLessThanOrEqual(302_600);
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 60_000);
});

describe("probeAudio on playlists and manifests disguised as WebM", () => {
  let dir: string;
  let server: THttpTripwire;
  let named: TFileTripwire;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "echobook-probe-tripwire-"));
    server = await startHttpTripwire();
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    server.hits.length = 0;
    named = fileTripwire(path.join(dir, "named.mp3"));
  });
  afterEach(() => named.close());

  it.each(DISGUISED_UPLOADS)("refuses $label with 415, opening no URL and no file it names", async ({ bytes }) => {
    const upload = path.join(dir, `upload-${Math.random().toString(36).slice(2)}.webm`);
    await writeFile(upload, bytes({ url: server.url, file: named.path, sibling: path.basename(named.path) }));
    await expect(probeAudio(upload)).rejects.toMatchObject({ status: 415 });
    expect(server.hits).toEqual([]);
    expect(named.opens()).toBe(0);
  });
});

describe("audioExtension", () => {
  it("gives back the extension of every stored content type, and null for others", () => {
    for (const [ext, type] of Object.entries(AUDIO_CONTENT_TYPES)) expect(audioExtension(type)).toBe(ext);
    expect(audioExtension("video/webm")).toBeNull();
  });
});
