// `npm run bench:party`: a party's burst against a fresh instance of the production build (run
// `npm run build` first) with its embedded defaults: 10 hosts with a free guestbook each, 10 guests per
// guestbook each uploading a 30 s Opus/WebM take written the way a browser's recorder writes it (through a
// pipe: no duration, no cues), 20 uploads at a time. Prints the uploads saved and their p50/p95/p99, the
// seconds from the first upload until every MP3 is served, the same MP3s made by bare ffmpeg in the same
// run (one per core at a time) and the ratio, and the guest page's p95 while the MP3s were being made.
//
//   npm run bench:party                one instance: web server and workers (the default)
//   npm run bench:party -- --split     a web instance with RUN_WORKERS=false and one `npm run worker`
//   npm run bench:party -- --cpu-prof=DIR   also writes the web process's CPU profile into DIR
//   npm run bench:party -- --faults    the database, a worker and storage fail during the burst (bench-party-faults.ts)
//
// A benchmark, not a test: figures depend on what else the machine is doing.
import { execFile, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { mp3Args } from "./bench-common";
import { benchFaults } from "./bench-party-faults";
import { cpuSeconds, createHost, HOSTS, makeBrowserTake, printBurst, runPartyBurst, startPartyInstance, stop, type THost } from "./party-burst";
import { runBenchmark } from "./run-benchmark";

const TAKE_SECONDS = 30;
const split = process.argv.includes("--split");
const run = promisify(execFile);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function bench(workDir: string) {
  const { resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
  const ffmpeg = resolveFfmpeg();
  // `-- --cpu-prof=<dir>`: the web process writes a CPU profile there when it stops (where its time went).
  const profileDir = process.argv.find((arg) => arg.startsWith("--cpu-prof="))?.slice("--cpu-prof=".length);
  const instance = await startPartyInstance(workDir, { split, profileDir, databaseName: "echobook_party" });
  try {
    const take = path.join(workDir, "take.webm");
    const bytes = await makeBrowserTake(ffmpeg.path, take, TAKE_SECONDS);
    const hosts: THost[] = [];
    for (let host = 0; host < HOSTS; host += 1) hosts.push(await createHost(instance.base, `Host${host}`));

    // `-- --no-pages` leaves the guest page alone (to see what the uploads and MP3s cost by themselves).
    const burst = await runPartyBurst(instance.base, hosts, bytes, { pages: !process.argv.includes("--no-pages") });

    // The same MP3s made by ffmpeg alone, as many at once as there are cores, with the app's own settings.
    const cpu = instance.processes.map((child: ChildProcess) => cpuSeconds(child));
    for (const child of instance.processes) await stop(child);
    const cores = os.availableParallelism();
    const bareStarted = performance.now();
    let bareNext = 0;
    await Promise.all(
      Array.from({ length: cores }, async () => {
        while (bareNext < burst.saved.length) {
          const index = bareNext++;
          await run(ffmpeg.path, mp3Args(take, path.join(workDir, `bare-${index % cores}.mp3`)));
        }
      }),
    );
    const bare = performance.now() - bareStarted;

    console.log(`mode: ${split ? "one web instance (RUN_WORKERS=false) + one `npm run worker`" : "one instance (web server and workers)"}`);
    console.log(
      `machine: ${cores} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")} (shared: other work on it shows in these figures)`,
    );
    console.log(`ffmpeg: ${ffmpeg.path} (${ffmpeg.source}, ${ffmpeg.version})`);
    printBurst(burst);
    console.log(`bare ffmpeg, the same ${burst.saved.length} MP3s, ${cores} at a time: ${seconds(bare)}`);
    console.log(`ratio: ${(burst.servedMs / bare).toFixed(2)}`);
    console.log(`CPU seconds, app process(es) / their ffmpeg children: ${cpu.map((c) => `${c.own.toFixed(1)} / ${c.children.toFixed(1)}`).join(", ")}`);
  } finally {
    await instance.close();
  }
}

if (process.argv.includes("--faults")) runBenchmark("party-faults", benchFaults);
else runBenchmark("party", bench);
