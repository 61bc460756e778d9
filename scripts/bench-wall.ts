// `npm run bench:wall`: the live voice wall under a party's burst (issue 50), against a fresh instance of
// the production build (run `npm run build` first). 10 hosts a burst, each with a wall link; the burst of
// bench:party (scripts/party-burst.ts: 10 guests a guestbook, 100 takes, 20 uploads at a time, the guest
// page loaded 10 times a second, until every MP3 is served) runs once uncounted to warm the instance up,
// then without and with 1,000 event streams open on the instance over loopback (100 a guestbook), in ABBA
// order (--rounds=2: without, with, with, without). The streams are read by a process of their own at a
// lower CPU priority (scripts/wall-stream-client.ts): they stand for the venue's screens, which are other
// machines, and read in this process they were counted as upload time. Prints whether every stream got
// every event of its guestbook, the delay from each take's save (its createdAt, carried in the event id)
// to its event on each stream (p50/p95/max), each burst's figures, the ratios with / without over all the
// bursts of each kind next to the same ratio between two bursts of one kind (the noise), the ratio
// within each ABBA pair (mean, spread, standard error: free of the machine's drift), the app's mean CPU a
// burst of each kind, and the instance's memory per open stream (the RSS of the server and its spawner with the streams open, less before, over them).
//
//   npm run bench:wall                   1,000 streams
//   npm run bench:wall -- --streams=200  another number
//   npm run bench:wall -- --rounds=1     one burst of each kind (without, then with)
//   npm run bench:wall -- --profile=DIR  the web process's CPU profile written to DIR
//   npm run bench:wall -- --idle-streams the streams on walls nobody records in (heartbeats only)
//
// A benchmark, not a test: figures depend on what else the machine is doing.
import { fork, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  appPids,
  cpuSeconds,
  createHost,
  makeBrowserTake,
  percentile,
  printBurst,
  runPartyBurst,
  startPartyInstance,
  type TBurstFigures,
  type THost,
} from "./party-burst";
import { runBenchmark } from "./run-benchmark";

const HOSTS = 10;
const TAKE_SECONDS = 10;
const STREAMS = Number(process.argv.find((arg) => arg.startsWith("--streams="))?.slice("--streams=".length) ?? 1000);
/** `--rounds=N`: N bursts without streams and N with, in ABBA order (after one burst that is not counted). */
const ROUNDS = Number(process.argv.find((arg) => arg.startsWith("--rounds="))?.slice("--rounds=".length) ?? 2);
/** The stream readers stand for the venue's screens, other machines: they get the CPU that the app and the burst leave. */
const CLIENT_NICE = 10;
/** `--idle-streams`: the streams watch walls of guestbooks nobody records in (what open streams cost with no event to send). */
const IDLE_STREAMS = process.argv.includes("--idle-streams");
/** `--profile=DIR`: the web process writes a V8 CPU profile there when it stops. */
const PROFILE_DIR = process.argv.find((arg) => arg.startsWith("--profile="))?.slice("--profile=".length);

/** The resident memory of a process, in bytes (Linux); 0 when it has ended. */
function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb) * 1024;
  } catch {
    return 0;
  }
}

/** The resident memory of the app: its server and the Node processes it started (appPids: the spawner). */
function appRss(pid: number): number {
  return appPids(pid).reduce((total, each) => total + rssOf(each), 0);
}

async function hostsWithWalls(base: string, label: string): Promise<(THost & { wallToken: string })[]> {
  const hosts = [];
  for (let index = 0; index < HOSTS; index += 1) {
    const host = await createHost(base, `${label}${index}`);
    const response = await fetch(`${base}/api/guestbooks/${host.guestbookId}/wall-link`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${host.token}` },
      body: "{}",
    });
    if (!response.ok) throw new Error(`wall link: ${response.status} ${await response.text()}`);
    hosts.push({ ...host, wallToken: ((await response.json()) as { token: string }).token });
  }
  return hosts;
}

type TLoudRound = {
  burst: TBurstFigures;
  complete: number;
  streams: number;
  events: number;
  expected: number;
  delays: number[];
  webCpu: number;
  clientCpu: number;
};

/** The stream readers' process (scripts/wall-stream-client.ts), at a lower CPU priority than the app and this process. */
function startStreamClient() {
  const child = fork(path.join(__dirname, "wall-stream-client.ts"), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  os.setPriority(child.pid!, CLIENT_NICE);
  const ask = <T>(message: { type: string } & Record<string, unknown>): Promise<T> =>
    new Promise((resolve, reject) => {
      const onMessage = (answer: { type: string }) => {
        if (answer.type !== message.type) return;
        child.off("message", onMessage);
        child.off("exit", onExit);
        resolve(answer as T);
      };
      const onExit = (code: number | null) => reject(new Error(`the stream client exited (${code})`));
      child.on("message", onMessage);
      child.once("exit", onExit);
      child.send(message);
    });
  return {
    child,
    open: (streams: { url: string; key: string }[]) => ask<{ opened: number; failures: string[] }>({ type: "open", streams }),
    wait: (counts: Record<string, number>, ms: number) => ask<{ done: boolean }>({ type: "wait", counts, ms }),
    collect: () => ask<{ streams: { key: string; ids: string[]; delaysMs: number[] }[] }>({ type: "collect" }),
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.send({ type: "close" });
      }),
  };
}

async function bench(workDir: string) {
  const { resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
  const ffmpeg = resolveFfmpeg();
  const instance = await startPartyInstance(workDir, { databaseName: "echobook_wall", profileDir: PROFILE_DIR });
  const web = instance.processes[0];
  let label = 0;
  try {
    const take = await makeBrowserTake(ffmpeg.path, path.join(workDir, "take.webm"), TAKE_SECONDS);

    // A burst that is not counted: the instance warms up (compiled routes, the pool, ffmpeg's pages) before either kind is measured.
    console.log("warming up (a burst that is not counted)...");
    await runPartyBurst(instance.base, await hostsWithWalls(instance.base, `Warm${label++}`), take, { pages: true });

    const quietRounds: { burst: TBurstFigures; webCpu: number }[] = [];
    const loudRounds: TLoudRound[] = [];
    let rssPerStream = NaN;
    // ABBA: without, with, with, without (and so on), so a drift of the machine over the run weighs on both kinds alike.
    const order = Array.from({ length: ROUNDS }, (_, round) => (round % 2 === 0 ? [false, true] : [true, false])).flat();
    for (const withStreams of order) {
      const hosts = await hostsWithWalls(instance.base, `${withStreams ? "Wall" : "Quiet"}${label++}`);
      if (!withStreams) {
        console.log(`burst ${quietRounds.length + loudRounds.length + 1} of ${order.length}: without streams`);
        const cpu = cpuDuring(web);
        const burst = await runPartyBurst(instance.base, hosts, take, { pages: true });
        quietRounds.push({ burst, webCpu: cpu() });
        continue;
      }
      console.log(`burst ${quietRounds.length + loudRounds.length + 1} of ${order.length}: with ${STREAMS} open event streams`);
      const watched = IDLE_STREAMS ? await hostsWithWalls(instance.base, `Idle${label++}`) : hosts;
      const client = startStreamClient();
      try {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        const rssBefore = appRss(web.pid!);
        const streams = Array.from({ length: STREAMS }, (_, index) => {
          const host = watched[index % watched.length];
          return { url: `${instance.base}/api/wall/${host.wallToken}/events`, key: host.guestbookId };
        });
        const opened = await client.open(streams);
        if (opened.failures.length) throw new Error(`${opened.failures.length} streams did not open: ${opened.failures[0]}`);
        await new Promise((resolve) => setTimeout(resolve, 3000));
        if (Number.isNaN(rssPerStream)) rssPerStream = (appRss(web.pid!) - rssBefore) / opened.opened;

        const cpu = cpuDuring(web);
        const clientBefore = cpuSeconds(client.child).own;
        const burst = await runPartyBurst(instance.base, hosts, take, { pages: true });
        const webCpu = cpu();
        const { countByGuestbook, idsByGuestbook } = await savedTakes(instance.base, watched);
        await client.wait(Object.fromEntries(countByGuestbook), 30_000);
        const clientCpu = cpuSeconds(client.child).own - clientBefore;
        const collected = await client.collect();
        let complete = 0;
        const delays: number[] = [];
        for (const stream of collected.streams) {
          const ids = new Set(stream.ids);
          const expected = idsByGuestbook.get(stream.key)!;
          if ([...expected].every((id) => ids.has(id)) && ids.size === expected.size && stream.ids.length === expected.size) complete += 1;
          delays.push(...stream.delaysMs);
        }
        const expected = collected.streams.reduce((sum, stream) => sum + countByGuestbook.get(stream.key)!, 0);
        loudRounds.push({ burst, complete, streams: collected.streams.length, events: delays.length, expected, delays, webCpu, clientCpu });
      } finally {
        await client.close();
      }
    }

    console.log(
      `machine: ${os.availableParallelism()} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")} (shared: other work on it shows in these figures)`,
    );
    console.log(
      `takes: ${TAKE_SECONDS} s browser-like Opus/WebM, ${HOSTS} guestbooks x 10 guests; ${STREAMS} streams (${STREAMS / HOSTS} a guestbook) read by a process of their own at nice ${CLIENT_NICE}`,
    );
    let quietIndex = 0;
    let loudIndex = 0;
    for (const [index, withStreams] of order.entries()) {
      if (withStreams) {
        const round = loudRounds[loudIndex++];
        console.log(`burst ${index + 1}, with ${round.streams} open event streams:`);
        printBurst(round.burst, "  ");
        console.log(`  streams that got every event of their guestbook, and nothing else: ${round.complete} of ${round.streams}`);
        console.log(`  events delivered: ${round.events} (expected ${round.expected})`);
        console.log(`  save to event, p50 / p95 / max: ${delayFigures(round.delays)}`);
        console.log(`  CPU seconds during the burst: app (server and spawner) ${round.webCpu.toFixed(1)}, the stream readers ${round.clientCpu.toFixed(1)}`);
      } else {
        const round = quietRounds[quietIndex++];
        console.log(`burst ${index + 1}, without streams:`);
        printBurst(round.burst, "  ");
        console.log(`  CPU seconds during the burst: app (server and spawner) ${round.webCpu.toFixed(1)}`);
      }
    }
    console.log(
      `app memory: ${(rssPerStream / 1024).toFixed(1)} KiB a stream (the RSS of the server and its spawner with the streams open, less before, over the streams)`,
    );
    const allDelays = loudRounds.flatMap((round) => round.delays);
    console.log(`all bursts with streams: save to event p50 / p95 / max ${delayFigures(allDelays)}`);
    printRatio(
      "with streams / without (pooled)",
      quietRounds.map((round) => round.burst),
      loudRounds.map((round) => round.burst),
    );
    // What the same comparison gives between bursts of one kind: the noise the ratio above is to be read against.
    if (quietRounds.length >= 2) printRatio("noise: second burst without / first burst without", [quietRounds[0].burst], [quietRounds[1].burst]);
    if (loudRounds.length >= 2) printRatio("noise: second burst with / first burst with", [loudRounds[0].burst], [loudRounds[1].burst]);
    const meanCpu = (rounds: { webCpu: number }[]) => rounds.reduce((sum, round) => sum + round.webCpu, 0) / rounds.length;
    console.log(`app CPU a burst (server and spawner), mean: ${meanCpu(loudRounds).toFixed(2)} s with streams, ${meanCpu(quietRounds).toFixed(2)} s without`);
    // ABBA order makes each two bursts in a row one of each kind: the ratio within each pair is free of the
    // machine's drift over the run, and their spread says how far a difference can be told from noise.
    const pairs = quietRounds.map((quiet, index) => ({ quiet: quiet.burst, loud: loudRounds[index].burst }));
    const spreadOf = (ratios: number[]) => {
      const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
      const sd = Math.sqrt(ratios.reduce((sum, ratio) => sum + (ratio - mean) ** 2, 0) / Math.max(1, ratios.length - 1));
      return `${mean.toFixed(3)} (sd ${sd.toFixed(3)}, standard error ${(sd / Math.sqrt(ratios.length)).toFixed(3)}; ${ratios.map((ratio) => ratio.toFixed(2)).join(", ")})`;
    };
    console.log(`paired bursts (each with streams over the one without beside it), ${pairs.length} pairs:`);
    console.log(`  every MP3 served: ${spreadOf(pairs.map(({ quiet, loud }) => loud.servedMs / quiet.servedMs))}`);
    console.log(`  upload p95: ${spreadOf(pairs.map(({ quiet, loud }) => percentile(loud.uploadTimes, 95) / percentile(quiet.uploadTimes, 95)))}`);
  } finally {
    await instance.close();
  }
}

function delayFigures(delays: number[]): string {
  return delays.length ? `${percentile(delays, 50)} / ${percentile(delays, 95)} / ${Math.max(...delays)} ms` : "no events (--idle-streams)";
}

/** CPU seconds the app (the web process and its spawner, not their ffmpeg children) spends from now until the call. */
function cpuDuring(web: ChildProcess): () => number {
  const before = cpuSeconds(web).own;
  return () => cpuSeconds(web).own - before;
}

/** The takes each wall should have had: its guestbook's listed takes within the tier's places. */
async function savedTakes(base: string, hosts: THost[]) {
  const countByGuestbook = new Map<string, number>();
  const idsByGuestbook = new Map<string, Set<string>>();
  for (const host of hosts) {
    const response = await fetch(`${base}/api/guestbooks/${host.guestbookId}/recordings`, { headers: { authorization: `Bearer ${host.token}` } });
    const all = ((await response.json()) as { recordings: { id: string; listed: boolean; requiresUpgrade: boolean }[] }).recordings;
    const recordings = all.filter((recording) => recording.listed && !recording.requiresUpgrade);
    countByGuestbook.set(host.guestbookId, recordings.length);
    idsByGuestbook.set(host.guestbookId, new Set(recordings.map((recording) => recording.id)));
  }
  return { countByGuestbook, idsByGuestbook };
}

/** Upload p95 and guest page p95 over all the bursts of each side; every MP3 served, the mean of each side's bursts. */
function printRatio(what: string, base: TBurstFigures[], other: TBurstFigures[]): void {
  const uploads = (bursts: TBurstFigures[]) =>
    percentile(
      bursts.flatMap((burst) => burst.uploadTimes),
      95,
    );
  const pages = (bursts: TBurstFigures[]) =>
    percentile(
      bursts.flatMap((burst) => burst.pageTimes),
      95,
    );
  const served = (bursts: TBurstFigures[]) => bursts.reduce((sum, burst) => sum + burst.servedMs, 0) / bursts.length;
  console.log(
    `${what}: upload p95 ${(uploads(other) / uploads(base)).toFixed(2)}, every MP3 served ${(served(other) / served(base)).toFixed(2)}, guest page p95 ${(pages(other) / pages(base)).toFixed(2)}`,
  );
}

runBenchmark("wall", bench);
