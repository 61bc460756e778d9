// `npm run bench:audio`: for a 60-second take, the server's time from "upload received" to "playable
// everywhere" (validated, measured, original stored, MP3 made by the job queue and stored), against the
// same work done by ffmpeg alone on the command line (decode check, then MP3). Prints both and the ratio.
//
// It runs the real upload route handler and the real pg-boss worker in this process, on a fresh embedded
// PostgreSQL and local storage in a temporary folder. Nothing is left behind.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { mp3Args, startBenchDatabase, takeArgs } from "./bench-common";
import { median, runBenchmark } from "./run-benchmark";

const RUNS = 5;
const TAKE_SECONDS = 60;

async function bench(workDir: string) {
  const database = await startBenchDatabase(workDir, "echobook_bench");
  try {
    // The app reads its configuration once, through lib/env.ts; point it at the benchmark's services.
    Object.assign(process.env, { DATABASE_URL: database.url, DATA_DIR: workDir, LOCAL_STORAGE_DIR: path.join(workDir, "uploads") });

    const { ffmpegPath, resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
    const take = path.join(workDir, "take.webm");
    // A browser-like take: Opus in a streaming WebM with no duration header, voice-band noise and tones.
    execFileSync(ffmpegPath(), takeArgs({ seconds: TAKE_SECONDS, bitrate: "96k", toneHz: 220, out: take }));
    const bytes = readFileSync(take);

    const { POST } = await import("@/app/api/upload-audio/route");
    const { startWorkers } = await import("@/lib/jobs/workers");
    const { stopQueue } = await import("@/lib/queue/queue");
    const { db } = await import("@/lib/db/client");
    await startWorkers();

    const serverTimes: number[] = [];
    for (let run = 0; run < RUNS + 1; run += 1) {
      const form = new FormData();
      form.set("audio", new Blob([bytes], { type: "audio/webm" }), "message.webm");
      form.set("title", `Benchmark ${run}`);
      const request = new Request("http://127.0.0.1/api/upload-audio", { method: "POST", body: form, headers: { "x-forwarded-for": `10.9.9.${run + 1}` } });
      const started = performance.now();
      const response = await POST(request as Parameters<typeof POST>[0], { params: Promise.resolve({}) });
      const { id } = (await response.json()) as { id: string };
      for (;;) {
        const message = await db.audioMessage.findUniqueOrThrow({ where: { id }, select: { audio: { select: { status: true } } } });
        if (message.audio.status !== "processing") break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      // The first run warms up module loading and the database pool.
      if (run > 0) serverTimes.push(performance.now() - started);
    }
    await stopQueue();

    const cliTimes: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      execFileSync(ffmpegPath(), ["-hide_banner", "-nostdin", "-i", take, "-map", "0:a:0", "-f", "null", "-"], { stdio: "ignore" });
      execFileSync(ffmpegPath(), mp3Args(take, path.join(workDir, "cli.mp3")), { stdio: "ignore" });
      cliTimes.push(performance.now() - started);
    }

    const server = median(serverTimes);
    const cli = median(cliTimes);
    const ffmpeg = resolveFfmpeg();
    console.log(`ffmpeg: ${ffmpeg.path} (${ffmpeg.source}, version ${ffmpeg.version})`);
    console.log(`take: ${TAKE_SECONDS} s Opus/WebM, ${(bytes.length / 1024).toFixed(0)} KB; median of ${RUNS} runs`);
    console.log(`server, upload received -> playable (checked, stored, MP3 made and stored): ${server.toFixed(0)} ms`);
    console.log(`ffmpeg alone on the command line (decode check + MP3):                 ${cli.toFixed(0)} ms`);
    console.log(`ratio server / ffmpeg: ${(server / cli).toFixed(2)}`);
    await db.$disconnect();
  } finally {
    await database.stop();
  }
}

runBenchmark("bench", bench);
