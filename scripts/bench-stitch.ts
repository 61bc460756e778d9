// `npm run bench:stitch`: the time to stitch 100 one-minute recordings (Opus in WebM, as browsers send
// them, at very different loudness) into one loudness-evened MP3 with lib/stitching/stitch-audio.ts, end
// to end (measure every take, then one ffmpeg run with gains, gaps, limiter and encoder), against ffmpeg
// alone joining the same files with the concat filter into an MP3 of the same settings, no normalizing.
// Median of 3 runs each; prints both and the ratio, with the machine's load.
//
// Then, when there is a production build (`npm run build`), the same during a party: a fresh instance
// (scripts/party-burst.ts) receives 100 one-minute takes in one guestbook, then bench:party's burst (10
// hosts x 10 guests, 30 s takes, 20 uploads at a time, the guest page loaded meanwhile) runs twice: alone,
// then right after the host asked for a stitch of those 100 takes. Prints both bursts' figures (a stitch
// must not make them worse: its ffmpeg runs yield every slot an upload or an MP3 waits for) and how long
// the stitch took in the app, against the plain concat above.
//
//   npm run bench:stitch                  both parts (the burst only when a build exists)
//   npm run bench:stitch -- --idle-only   the first part
//   npm run bench:stitch -- --burst-only  the second part
//   npm run bench:stitch -- --runs=N      N runs of each in the first part (default 3)
//
// Everything happens in a temporary folder, removed after. A benchmark, not a test: figures depend on what
// else the machine is doing.
import { execFile } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import {
  browserTakeArgs,
  createHost,
  json,
  makeBrowserTake,
  percentile,
  printBurst,
  runPartyBurst,
  startPartyInstance,
  uploadTake,
  waitForMp3s,
  type THost,
  type TBurstFigures,
} from "./party-burst";
import { median, runBenchmark } from "./run-benchmark";

const RUNS = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
const TAKES = 100;
const TAKE_SECONDS = 60;
const run = promisify(execFile);

async function benchIdle(workDir: string): Promise<number> {
  const { ffmpegPath, resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
  const { mapLimit } = await import("@/lib/stitching/map-limit");
  const { MEASURE_SHARE, STITCH_ENCODE, stitchAudio } = await import("@/lib/stitching/stitch-audio");
  const { mediaSlots } = await import("@/lib/concurrency/media-slots");
  const ffmpeg = ffmpegPath();
  const cores = os.availableParallelism();

  // Browser-like takes: voice-band noise and a tone, Opus in a streaming WebM with no duration header,
  // spread over 30 dB (about -48 to -18 LUFS) so the normalizing has real work to do. Opus at its lowest
  // complexity keeps making them quick; it does not change what decoding them costs.
  const started = performance.now();
  const takes = await mapLimit(
    Array.from({ length: TAKES }, (_, i) => i),
    cores,
    async (i) => {
      const file = path.join(workDir, `take-${String(i).padStart(3, "0")}.webm`);
      const gainDb = -20 + ((i * 7) % 31);
      await run(
        ffmpeg,
        browserTakeArgs({
          seconds: TAKE_SECONDS,
          amplitude: 0.3,
          seed: i + 1,
          toneHz: 150 + (i % 10) * 40,
          gainDb,
          bitrate: "48k",
          output: ["-compression_level", "0", "-live", "1", "-f", "webm", "-y", file],
        }),
      );
      return file;
    },
  );
  const totalBytes = takes.reduce((sum, file) => sum + statSync(file).size, 0);
  console.log(
    `made ${TAKES} takes of ${TAKE_SECONDS} s (Opus/WebM, ${(totalBytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const plainArgs = [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    "-y",
    ...takes.flatMap((file) => ["-i", file]),
    "-filter_complex",
    `${takes.map((_, i) => `[${i}:a:0]`).join("")}concat=n=${TAKES}:v=0:a=1[out]`,
    "-map",
    "[out]",
    "-map_metadata",
    "-1",
    ...STITCH_ENCODE,
    "-f",
    "mp3",
    path.join(workDir, "plain.mp3"),
  ];

  const ours: number[] = [];
  const measuring: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    let begin = performance.now();
    let measuredAt = 0;
    await stitchAudio({
      inputs: takes,
      output: path.join(workDir, "stitched.mp3"),
      onProgress: (fraction) => {
        if (!measuredAt && fraction >= MEASURE_SHARE) measuredAt = performance.now();
      },
    });
    ours.push(performance.now() - begin);
    measuring.push(measuredAt - begin);

    begin = performance.now();
    await run(ffmpeg, plainArgs, { maxBuffer: 16 * 1024 * 1024 });
    plain.push(performance.now() - begin);
    console.log(
      `run ${i + 1}: stitch ${(ours[i] / 1000).toFixed(1)} s (measuring ${(measuring[i] / 1000).toFixed(1)} s), plain concat ${(plain[i] / 1000).toFixed(1)} s`,
    );
  }

  const source = resolveFfmpeg();
  const oursMedian = median(ours);
  const plainMedian = median(plain);
  console.log(`ffmpeg: ${source.path} (${source.source}, version ${source.version}); ${cores} cores`);
  console.log(`${TAKES} x ${TAKE_SECONDS} s -> one MP3 (mono 44.1 kHz 128 kbit/s); median of ${RUNS} runs`);
  console.log(
    `stitchAudio (measure loudness, then gains, gaps, limiter, encode, in parts over ${mediaSlots().capacity} media slots): ${(oursMedian / 1000).toFixed(1)} s (measuring ${(median(measuring) / 1000).toFixed(1)} s)`,
  );
  console.log(`ffmpeg alone, concat filter to MP3, no normalizing:                 ${(plainMedian / 1000).toFixed(1)} s`);
  console.log(`ratio stitch / plain: ${(oursMedian / plainMedian).toFixed(2)} (${loadLine()})`);
  return plainMedian;
}

const loadLine = () =>
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} on ${os.availableParallelism()} cores`;

const STITCH_TIMEOUT_MS = 30 * 60_000;

async function benchBurst(workDir: string, plainMedian: number | undefined) {
  const { resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
  const ffmpeg = resolveFfmpeg().path;
  // One guestbook receives the stitch's 100 takes in a few minutes; a room is held to 20 a minute.
  const instance = await startPartyInstance(workDir, { databaseName: "echobook_stitch", env: { GUESTBOOK_TAKES_PER_MINUTE: "1000" } });
  try {
    const { base } = instance;
    // The stitching host's guestbook takes all 100 takes as playable ones (a free one holds 10 guests).
    const stitcher = await createHost(base, "Stitcher");
    const database = new Client({ connectionString: instance.databaseUrl });
    await database.connect();
    await database.query(`UPDATE "Guestbook" SET "maxGuests" = $1 WHERE id = $2`, [TAKES, stitcher.guestbookId]);
    await database.end();

    // 10 one-minute takes 30 dB apart, each uploaded 10 times, in an order that mixes them.
    const voices = await Promise.all(
      Array.from({ length: 10 }, (_, i) => makeBrowserTake(ffmpeg, path.join(workDir, `voice-${i}.webm`), TAKE_SECONDS, -20 + ((i * 7) % 31))),
    );
    const recordingIds: string[] = [];
    const started = performance.now();
    for (let i = 0; i < TAKES; i += 1) {
      const result = await uploadTake(base, stitcher.guestbookId, `Guest ${i}`, voices[(i * 3) % voices.length]);
      if (result.status !== 201 || !result.id) throw new Error(`A take for the stitch was refused: ${result.status} ${JSON.stringify(result.body)}`);
      recordingIds.push(result.id);
    }
    await waitForMp3s(
      base,
      recordingIds.map((id) => ({ id, token: stitcher.token })),
    );
    console.log(`uploaded ${TAKES} takes of ${TAKE_SECONDS} s for the stitch, their MP3s made, in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const partyTake = await makeBrowserTake(ffmpeg, path.join(workDir, "party-take.webm"), 30);
    const hostsFor = async (label: string) => {
      const hosts: THost[] = [];
      for (let host = 0; host < 10; host += 1) hosts.push(await createHost(base, `${label}${host}`));
      return hosts;
    };

    // The burst alone, then the same burst (new guestbooks) right after the stitch was asked for.
    const alone = await runPartyBurst(base, await hostsFor("Alone"), partyTake, { pages: true });
    const alongsideHosts = await hostsFor("Alongside");
    const askedAt = performance.now();
    const asked = await json(
      await fetch(`${base}/api/guestbooks/${stitcher.guestbookId}/stitch-audio`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${stitcher.token}` },
        body: JSON.stringify({ recordingIds }),
      }),
    );
    const stitchId = String((asked.stitch as { id: string }).id);
    const stitchState = async () => {
      const listed = await json(
        await fetch(`${base}/api/guestbooks/${stitcher.guestbookId}/stitches`, { headers: { authorization: `Bearer ${stitcher.token}` } }),
      );
      return (listed.stitches as { id: string; status: string; progress: number; durationMs: number | null; error: string | null }[]).find(
        (stitch) => stitch.id === stitchId,
      );
    };
    const alongside: TBurstFigures = await runPartyBurst(base, alongsideHosts, partyTake, { pages: true });
    const duringBurst = await stitchState();
    let finished = duringBurst;
    while (finished && finished.status !== "ready" && finished.status !== "failed" && performance.now() - askedAt < STITCH_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = await stitchState();
    }
    const stitchMs = performance.now() - askedAt;
    if (finished?.status !== "ready") throw new Error(`The stitch did not finish: ${JSON.stringify(finished)}`);

    console.log(`--- during a party burst (${loadLine()})`);
    console.log("burst alone:");
    printBurst(alone, "  ");
    console.log(`burst while ${TAKES} x ${TAKE_SECONDS} s were stitched in the same instance:`);
    printBurst(alongside, "  ");
    console.log(`  the stitch was at ${duringBurst?.progress ?? "?"}% (${duringBurst?.status ?? "?"}) when the burst's last MP3 was served`);
    const [a, b] = [alone, alongside].map((burst) => ({
      p95: percentile(burst.uploadTimes, 95),
      served: burst.servedMs,
    }));
    console.log(
      `burst with a stitch / alone: upload p95 ${(b.p95 / a.p95).toFixed(2)}, every MP3 served ${(b.served / a.served).toFixed(2)}, uploads saved ${alongside.saved.length} vs ${alone.saved.length}`,
    );
    console.log(
      `stitch in the app, from the host's request to ready, the burst running meanwhile: ${(stitchMs / 1000).toFixed(1)} s${plainMedian ? ` (ratio to the plain concat above: ${(stitchMs / plainMedian).toFixed(2)})` : ""}`,
    );
  } finally {
    await instance.close();
  }
}

async function bench(workDir: string) {
  const idleOnly = process.argv.includes("--idle-only");
  const burstOnly = process.argv.includes("--burst-only");
  const plainMedian = burstOnly ? undefined : await benchIdle(workDir);
  if (idleOnly) return;
  if (!existsSync(".next/BUILD_ID")) {
    console.log("no production build: run `npm run build` for the part during a party burst");
    return;
  }
  await benchBurst(workDir, plainMedian);
}

runBenchmark("bench-stitch", bench);
