// `npm run bench:wall`: the live voice wall under a party's burst (issue 50), against a fresh instance of
// the production build (run `npm run build` first). 10 hosts, each with a wall link; the burst of
// bench:party (scripts/party-burst.ts: 10 guests a guestbook, 100 takes, 20 uploads at a time, the guest
// page loaded 10 times a second, until every MP3 is served) runs twice: once with no wall open, then with
// 1,000 event streams open on the instance over loopback (100 a guestbook). Prints whether every stream
// got every event of its guestbook, the delay from each take's save (its createdAt, carried in the event
// id) to its event on each stream (p50/p95/max), both bursts' figures, and the instance's memory per open
// stream (the web process's RSS with the streams open, less its RSS before, over the streams).
//
//   npm run bench:wall                   1,000 streams
//   npm run bench:wall -- --streams=200  another number
//   npm run bench:wall -- --profile=DIR  the web process's CPU profile written to DIR
//   npm run bench:wall -- --idle-streams the streams on walls nobody records in (heartbeats only)
//
// A benchmark, not a test: figures depend on what else the machine is doing.
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openEventStream, type TEventStream } from "@/tests/helpers/event-stream";
import {
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
import { runBenchmark, waitUntil } from "./run-benchmark";

const HOSTS = 10;
const TAKE_SECONDS = 10;
const STREAMS = Number(process.argv.find((arg) => arg.startsWith("--streams="))?.slice("--streams=".length) ?? 1000);
const OPEN_AT_ONCE = 50;
/** `--idle-streams`: the streams watch walls of guestbooks nobody records in (what open streams cost with no event to send). */
const IDLE_STREAMS = process.argv.includes("--idle-streams");
/** `--profile=DIR`: the web process writes a V8 CPU profile there when it stops. */
const PROFILE_DIR = process.argv.find((arg) => arg.startsWith("--profile="))?.slice("--profile=".length);

/** The resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
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

async function bench(workDir: string) {
  const { resolveFfmpeg } = await import("@/lib/audio/ffmpeg-binary");
  const ffmpeg = resolveFfmpeg();
  const instance = await startPartyInstance(workDir, { databaseName: "echobook_wall", profileDir: PROFILE_DIR });
  const web = instance.processes[0];
  const streams: { stream: TEventStream; guestbookId: string }[] = [];
  try {
    const take = await makeBrowserTake(ffmpeg.path, path.join(workDir, "take.webm"), TAKE_SECONDS);

    // The burst alone first (it also warms the instance up, which counts against the run with streams).
    const quietHosts = await hostsWithWalls(instance.base, "Quiet");
    const quietCpu = cpuDuring(web);
    const quiet = await runPartyBurst(instance.base, quietHosts, take, { pages: true });
    const quietSpent = quietCpu();

    const hosts = await hostsWithWalls(instance.base, "Wall");
    const watched = IDLE_STREAMS ? await hostsWithWalls(instance.base, "Idle") : hosts;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rssBefore = rssOf(web.pid!);
    let next = 0;
    await Promise.all(
      Array.from({ length: OPEN_AT_ONCE }, async () => {
        while (next < STREAMS) {
          const host = watched[next++ % watched.length];
          const stream = await openEventStream(`${instance.base}/api/wall/${host.wallToken}/events`);
          if (stream.status !== 200) throw new Error(`a stream answered ${stream.status}`);
          streams.push({ stream, guestbookId: host.guestbookId });
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const rssOpen = rssOf(web.pid!);

    const loudCpu = cpuDuring(web);
    const loud = await runPartyBurst(instance.base, hosts, take, { pages: true });
    const loudSpent = loudCpu();
    const { countByGuestbook, idsByGuestbook } = await savedTakes(instance.base, watched);
    await waitUntil(
      () => streams.every(({ stream, guestbookId }) => stream.events.length >= countByGuestbook.get(guestbookId)!),
      30_000,
      "every stream to get every event",
    ).catch(() => undefined);

    const delays: number[] = [];
    let complete = 0;
    for (const { stream, guestbookId } of streams) {
      const ids = new Set(stream.events.map((event) => (JSON.parse(event.data) as { id: string }).id));
      if ([...idsByGuestbook.get(guestbookId)!].every((id) => ids.has(id)) && ids.size === idsByGuestbook.get(guestbookId)!.size) complete += 1;
      for (const event of stream.events) delays.push(Math.max(0, event.receivedAtMs - Number(event.id!.split("_")[0])));
    }

    console.log(
      `machine: ${os.availableParallelism()} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(" ")} (shared: other work on it shows in these figures)`,
    );
    console.log(`takes: ${TAKE_SECONDS} s browser-like Opus/WebM, ${HOSTS} guestbooks x 10 guests`);
    console.log("burst without streams:");
    printBurst(quiet, "  ");
    console.log(`burst with ${streams.length} open event streams (${streams.length / HOSTS} a guestbook):`);
    printBurst(loud, "  ");
    console.log(`streams that got every event of their guestbook, and nothing else: ${complete} of ${streams.length}`);
    console.log(`events delivered: ${delays.length} (expected ${streams.reduce((sum, { guestbookId }) => sum + countByGuestbook.get(guestbookId)!, 0)})`);
    console.log(`save to event, p50 / p95 / max: ${percentile(delays, 50)} / ${percentile(delays, 95)} / ${Math.max(...delays)} ms`);
    console.log(
      `web process RSS: ${(rssBefore / 2 ** 20).toFixed(1)} MiB before the streams, ${(rssOpen / 2 ** 20).toFixed(1)} MiB with them open: ${((rssOpen - rssBefore) / streams.length / 1024).toFixed(1)} KiB a stream`,
    );
    console.log(
      `CPU seconds during the burst, without / with the streams: web process ${quietSpent.web} / ${loudSpent.web}, this benchmark's client ${quietSpent.client} / ${loudSpent.client}`,
    );
    printRatio(quiet, loud);
  } finally {
    for (const { stream } of streams) stream.close();
    await instance.close();
  }
}

/** CPU seconds the web process (not its ffmpeg children) and this benchmark's own process spend from now until the call. */
function cpuDuring(web: ChildProcess): () => { web: string; client: string } {
  const webBefore = cpuSeconds(web).own;
  const clientBefore = process.cpuUsage();
  return () => {
    const client = process.cpuUsage(clientBefore);
    return { web: (cpuSeconds(web).own - webBefore).toFixed(1), client: ((client.user + client.system) / 1e6).toFixed(1) };
  };
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

function printRatio(quiet: TBurstFigures, loud: TBurstFigures): void {
  const p95 = (figures: TBurstFigures) => percentile(figures.uploadTimes, 95);
  console.log(
    `with streams / without: upload p95 ${(p95(loud) / p95(quiet)).toFixed(2)}, every MP3 served ${(loud.servedMs / quiet.servedMs).toFixed(2)}, guest page p95 ${(percentile(loud.pageTimes, 95) / percentile(quiet.pageTimes, 95)).toFixed(2)}`,
  );
}

runBenchmark("wall", bench);
