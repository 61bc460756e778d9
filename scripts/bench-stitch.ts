// `npm run bench:stitch`: the time to stitch 100 one-minute recordings (Opus in WebM, as browsers send
// them, at very different loudness) into one loudness-evened MP3 with lib/stitching/stitch-audio.ts, end
// to end (measure every take, then one ffmpeg run with gains, gaps, limiter and encoder), against ffmpeg
// alone joining the same files with the concat filter into an MP3 of the same settings, no normalizing.
// Median of 3 runs each; prints both and the ratio. Everything happens in a temporary folder, removed after.
import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { median, runBenchmark } from "./run-benchmark";

const RUNS = 3;
const TAKES = 100;
const TAKE_SECONDS = 60;
const run = promisify(execFile);

async function bench(workDir: string) {
  const { ffmpegPath, resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
  const { mapLimit } = await import("@/lib/stitching/map-limit");
  const { MEASURE_SHARE, stitchAudio } = await import("@/lib/stitching/stitch-audio");
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
      await run(ffmpeg, [
        "-hide_banner",
        "-loglevel",
        "error",
        "-f",
        "lavfi",
        "-i",
        `anoisesrc=color=pink:amplitude=0.3:duration=${TAKE_SECONDS}:sample_rate=48000:seed=${i + 1}`,
        "-f",
        "lavfi",
        "-i",
        `sine=frequency=${150 + (i % 10) * 40}:duration=${TAKE_SECONDS}:sample_rate=48000`,
        "-filter_complex",
        `amix=inputs=2,lowpass=f=3800,volume=${gainDb}dB`,
        "-ac",
        "1",
        "-c:a",
        "libopus",
        "-b:a",
        "48k",
        "-compression_level",
        "0",
        "-live",
        "1",
        "-f",
        "webm",
        "-y",
        file,
      ]);
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
    "-ac",
    "1",
    "-ar",
    "44100",
    "-c:a",
    "libmp3lame",
    "-b:a",
    "128k",
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
  console.log(`ratio stitch / plain: ${(oursMedian / plainMedian).toFixed(2)}`);
}

runBenchmark("bench-stitch", bench);
