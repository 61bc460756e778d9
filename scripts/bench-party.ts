// `npm run bench:party`: a party's burst against a fresh instance of the production build (run
// `npm run build` first) with its embedded defaults: 10 hosts with a free guestbook each, 10 guests per
// guestbook each uploading a 30 s Opus/WebM take of real speech (espeak-ng) at one of ten levels, written
// the way a browser's recorder writes it (through a pipe: no duration, no cues), 20 uploads at a time; run
// twice, with "Even out voices" on and off (issue 48). Prints for each the uploads saved and their
// p50/p95/p99, the seconds from the first upload until every MP3 is served, the ratio to the same takes
// made into plain MP3s by bare ffmpeg (one per core at a time) just before and just after that burst, the
// guest page's p95 while the MP3s were being made, the loudness spread of the takes and of the MP3s
// served, and where the burst's CPU went (the app's threads, this benchmark, the database's transactions).
//
//   npm run bench:party                one instance: web server and workers (the default); a burst to warm
//                                      it up, then one burst with polish off and one with it on
//   npm run bench:party -- --rounds=2  two of each, in ABBA order (off, on, on, off), pooled
//   npm run bench:party -- --split     a web instance with RUN_WORKERS=false and one `npm run worker`
//   npm run bench:party -- --cpu-prof=DIR   also writes the web process's CPU profile into DIR
//   npm run bench:party -- --faults    the database, a worker and storage fail during the burst (bench-party-faults.ts)
//
// A benchmark, not a test: figures depend on what else the machine is doing.
import { execFile, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { mp3Args } from "./bench-common";
import { benchFaults } from "./bench-party-faults";
import {
  cpuSeconds,
  machineSeconds,
  programSeconds,
  programSnapshot,
  threadSeconds,
  createHost,
  GUESTS_PER_HOST,
  HOSTS,
  makeSpeechBrowserTake,
  printBurst,
  runPartyBurst,
  startPartyInstance,
  type TBurstFigures,
  type THost,
  type TTakeBytes,
} from "./party-burst";
import { runBenchmark } from "./run-benchmark";

const TAKE_SECONDS = 30;
/** `--rounds=N`: N counted bursts of each kind, in ABBA order (after one burst that is not counted). */
const ROUNDS = Math.max(1, Number(process.argv.find((arg) => arg.startsWith("--rounds="))?.slice("--rounds=".length) ?? 1));
const split = process.argv.includes("--split");
const run = promisify(execFile);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Gains on espeak-ng's own level (about -20 LUFS): a whisper far from the phone to a shout close to it. */
const TAKE_GAINS_DB = [-30, -24, -18, -12, -8, -4, 0, 3, 6, 9];

async function lufsOf(ffmpeg: string, file: string): Promise<number> {
  const { stderr } = await run(ffmpeg, ["-hide_banner", "-nostats", "-i", file, "-af", "ebur128=framelog=verbose", "-f", "null", "-"]);
  return Number(/I:\s+(-?[\d.]+) LUFS/.exec(stderr.slice(stderr.lastIndexOf("Summary:")))?.[1]);
}

function spread(values: number[]): string {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const sd = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
  return `${Math.min(...values).toFixed(1)} to ${Math.max(...values).toFixed(1)} LUFS (range ${(Math.max(...values) - Math.min(...values)).toFixed(1)} LU, sd ${sd.toFixed(1)} LU)`;
}

/** The loudness of every MP3 the burst saved, as served. */
async function servedLoudness(ffmpeg: string, base: string, saved: { id: string; token: string }[], workDir: string, polished: boolean): Promise<number[]> {
  const values: number[] = [];
  for (const [index, take] of saved.entries()) {
    const fetchMp3 = () => fetch(`${base}/api/audio/${take.id}/mp3`, { headers: { authorization: `Bearer ${take.token}` } });
    const response = await fetchMp3();
    const file = path.join(workDir, `served-${index}.mp3`);
    const bytes = Buffer.from(await response.arrayBuffer());
    writeFileSync(file, bytes);
    const lufs = await lufsOf(ffmpeg, file);
    values.push(lufs);
    // A polished MP3 off its aim is reported with what is needed to look into it, and read again.
    if (polished && !(Math.abs(lufs - -16) <= 1)) {
      const again = Buffer.from(await (await fetchMp3()).arrayBuffer());
      writeFileSync(`${file}.again.mp3`, again);
      console.log(
        `  off its aim: take ${index} (recording ${take.id}): ${lufs.toFixed(1)} LUFS, status ${response.status}, ${bytes.length} bytes; read again: ${again.length} bytes, ${(await lufsOf(ffmpeg, `${file}.again.mp3`)).toFixed(1)} LUFS`,
      );
    }
  }
  return values;
}

async function bench(workDir: string) {
  const { resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
  const ffmpeg = resolveFfmpeg();
  // `-- --cpu-prof=<dir>`: the web process writes a CPU profile there when it stops (where its time went).
  const profileDir = process.argv.find((arg) => arg.startsWith("--cpu-prof="))?.slice("--cpu-prof=".length);
  const instance = await startPartyInstance(workDir, { split, profileDir, databaseName: "echobook_party" });
  const pages = !process.argv.includes("--no-pages");
  try {
    // Ten takes of real speech at ten levels; the guests take them in turn (each level 10 times).
    const files = TAKE_GAINS_DB.map((_, index) => path.join(workDir, `take-${index}.webm`));
    const takes: TTakeBytes[] = [];
    for (const [index, gainDb] of TAKE_GAINS_DB.entries()) takes.push(await makeSpeechBrowserTake(ffmpeg.path, files[index], TAKE_SECONDS, gainDb));
    const before: number[] = [];
    for (const file of files) before.push(await lufsOf(ffmpeg.path, file));

    // One burst that is not counted warms the instance up (compiled routes, the pool, the polish's threads,
    // the spawner): a party's instance has been up for a while. Then bursts with "Even out voices" off and
    // on in ABBA order (`--rounds=N`: N of each; off, on, on, off, ...), so that neither kind gains from
    // coming later. Each burst gets hosts of its own.
    let hostRound = 0;
    const burstOf = async (voicePolish: boolean) => {
      const hosts: THost[] = [];
      hostRound += 1;
      for (let host = 0; host < HOSTS; host += 1)
        hosts.push(await createHost(instance.base, `${voicePolish ? "Even" : "Plain"}${hostRound}x${host}`, { voicePolish }));
      const cpuBefore = instance.processes.map((child: ChildProcess) => cpuSeconds(child));
      const threadsBefore = instance.processes.map((child: ChildProcess) => threadSeconds(child));
      const statements = new pg.Client({ connectionString: instance.databaseUrl });
      await statements.connect();
      const committed = async () =>
        Number((await statements.query("SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()")).rows[0].n);
      const transactionsBefore = await committed();
      const machineBefore = machineSeconds();
      const programsBefore = programSnapshot();
      const benchBefore = process.cpuUsage();
      // `-- --no-pages` leaves the guest page alone (to see what the uploads and MP3s cost by themselves).
      const burst = await runPartyBurst(instance.base, hosts, takes, { pages });
      const cpuAfter = instance.processes.map((child: ChildProcess) => cpuSeconds(child));
      const benchUsed = process.cpuUsage(benchBefore);
      const machineAfter = machineSeconds();
      const programs = programSeconds(programsBefore, programSnapshot());
      // PostgreSQL publishes its counters at most every second or so: wait for them.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const transactions = (await committed()) - transactionsBefore;
      await statements.end();
      const machine = {
        busy: machineAfter.busy - machineBefore.busy,
        idle: machineAfter.idle - machineBefore.idle,
        bench: (benchUsed.user + benchUsed.system) / 1e6,
        transactions,
      };
      const appCpu = cpuAfter.reduce((sum, after, index) => sum + after.own - cpuBefore[index].own, 0);
      const threads = new Map<string, number>();
      for (const [index, child] of instance.processes.entries())
        for (const [kind, after] of threadSeconds(child)) threads.set(kind, (threads.get(kind) ?? 0) + after - (threadsBefore[index].get(kind) ?? 0));
      return { burst, appCpu, threads, machine, programs };
    };
    // Bare ffmpeg makes the same takes into plain MP3s (the app's own settings, as many at once as there are
    // cores) before the first counted burst and after each one, while the instance stands idle: each burst is
    // compared with the bare runs on either side of it, so that a machine that slows down or speeds up over
    // the run (these are shared virtual machines: the same work took 30 % longer from one quarter hour to
    // the next) moves both sides of the ratio alike.
    const cores = os.availableParallelism();
    const count = HOSTS * GUESTS_PER_HOST;
    const bareRun = async () => {
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: cores }, async () => {
          while (next < count) {
            const index = next++;
            await run(ffmpeg.path, mp3Args(files[index % files.length], path.join(workDir, `bare-${index % cores}.mp3`)));
          }
        }),
      );
      return performance.now() - started;
    };
    console.log("warming up (a burst that is not counted)...");
    await burstOf(true);
    const bares = [await bareRun()];
    const order: boolean[] = [];
    for (let round = 0; round < ROUNDS; round += 1) order.push(...(round % 2 === 0 ? [false, true] : [true, false]));
    const figures: {
      label: string;
      voicePolish: boolean;
      burst: TBurstFigures;
      appCpu: number;
      threads: Map<string, number>;
      machine: { busy: number; idle: number; bench: number; transactions: number };
      programs: Map<string, number>;
      loudness: number[] | null;
    }[] = [];
    for (const voicePolish of order) {
      const { burst, appCpu, threads, machine, programs } = await burstOf(voicePolish);
      const first = !figures.some((figure) => figure.voicePolish === voicePolish);
      figures.push({
        label: voicePolish ? "polish on" : "polish off",
        voicePolish,
        burst,
        appCpu,
        threads,
        machine,
        programs,
        // Every burst's MP3s are measured; the spread printed is the first burst's of each kind (the takes are the same in every burst).
        loudness: await servedLoudness(ffmpeg.path, instance.base, burst.saved, workDir, voicePolish).then((values) => (first ? values : null)),
      });
      bares.push(await bareRun());
    }
    const cpu = instance.processes.map((child: ChildProcess) => cpuSeconds(child));
    /** Burst `index`'s bare ffmpeg: the mean of the runs just before and just after it. */
    const bareAround = (index: number) => (bares[index] + bares[index + 1]) / 2;

    console.log(`mode: ${split ? "one web instance (RUN_WORKERS=false) + one `npm run worker`" : "one instance (web server and workers)"}`);
    console.log(
      `machine: ${cores} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")} (shared: other work on it shows in these figures)`,
    );
    console.log(`ffmpeg: ${ffmpeg.path} (${ffmpeg.source}, ${ffmpeg.version})`);
    console.log(`takes: ${TAKE_SECONDS} s of real speech at ${TAKE_GAINS_DB.length} levels, loudness ${spread(before)}`);
    for (const [index, { label, burst, appCpu, threads, machine, programs, loudness }] of figures.entries()) {
      console.log(`burst ${index + 1}, ${label}:`);
      printBurst(burst, "  ");
      console.log(`  bare ffmpeg before / after: ${seconds(bares[index])} / ${seconds(bares[index + 1])}`);
      console.log(`  ratio to bare ffmpeg: ${(burst.servedMs / bareAround(index)).toFixed(2)}`);
      console.log(`  app process CPU during the burst (web and spawner): ${appCpu.toFixed(1)} s`);
      const kinds = [...threads].filter(([, seconds]) => seconds >= 0.05).sort((a, b) => b[1] - a[1]);
      console.log(`    by thread: ${kinds.map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)} s`).join(", ")}`);
      console.log(
        `  machine CPU during the burst: ${machine.busy.toFixed(1)} s busy, ${machine.idle.toFixed(1)} s idle; this benchmark ${machine.bench.toFixed(1)} s of it; ${machine.transactions} database transactions`,
      );
      const byProgram = [...programs].filter(([, seconds]) => seconds >= 0.1).sort((a, b) => b[1] - a[1]);
      console.log(`    by program: ${byProgram.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(", ")}`);
      if (loudness) console.log(`  loudness of the ${loudness.length} MP3s served: ${spread(loudness)}`);
    }
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const ratios = (voicePolish: boolean) =>
      figures.flatMap((figure, index) => (figure.voicePolish === voicePolish ? [figure.burst.servedMs / bareAround(index)] : []));
    const [off, on] = [ratios(false), ratios(true)];
    console.log(`pooled over ${ROUNDS} burst(s) of each kind, every MP3 served / bare ffmpeg around it:`);
    console.log(`  polish off: ${mean(off).toFixed(2)} (bursts ${off.map((ratio) => ratio.toFixed(2)).join(", ")})`);
    console.log(`  polish on:  ${mean(on).toFixed(2)} (bursts ${on.map((ratio) => ratio.toFixed(2)).join(", ")})`);
    console.log(`  polish on / off: ${(mean(on) / mean(off)).toFixed(2)}`);
    console.log(`bare ffmpeg, the same ${count} takes as plain MP3s, ${cores} at a time: ${bares.map((ms) => seconds(ms)).join(", ")}`);
    console.log(`CPU seconds, app process(es) / their ffmpeg children: ${cpu.map((c) => `${c.own.toFixed(1)} / ${c.children.toFixed(1)}`).join(", ")}`);
  } finally {
    await instance.close();
  }
}

if (process.argv.includes("--faults")) runBenchmark("party-faults", benchFaults);
else runBenchmark("party", bench);
