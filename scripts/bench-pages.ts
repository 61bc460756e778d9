// `npm run bench:pages`: how fast the public pages render under a party's load, next to a bare Next.js
// page of the same version on the same machine in the same run.
//
// It builds nothing of the app: start a production server first (`npm run build && npm start`, or any
// deployment with the local test-payment mode, which seeding uses to buy a plan), then
//   npm run bench:pages -- --url=http://127.0.0.1:3000 [--cold] [--only=listen,message] [--languages=en,es] [--server-pid=N] [--seconds=10] [--rounds=3] [--connections=20] [--lighthouse-runs=5] [--no-lighthouse]
// --languages=en,es measures each page once per language, asked for with Accept-Language (`{id} [es]`),
// and ends with each language's best req/s and ratio against the first language's (issue 49: within 5 %).
// Cold mode (`--cold`, two rounds unless --rounds says otherwise) measures the render itself, what every
// page-cache miss costs: start the server it measures with the micro-cache off
// (`PUBLIC_PAGE_CACHE_MS=0 npm start`); the bench refuses a server whose pages come from the cache
// (they carry X-Echobook-Cache), and prints each page's best requests a second and best ratio to the
// bare page over the rounds against the 0.6 target.
// It seeds what the pages show through the app's own API (an account, a guestbook with a guest's voice
// and its family's listening link, a quick message, an audio card, an activated and recorded pro card),
// builds and starts the bare page
// (kept in .data/bench/bare-next), then alternates autocannon runs: bare, page, bare, page... and prints
// requests a second, p50/p99 latency and non-2xx for each, and each page's ratio to the bare page
// measured just before it. Lighthouse (mobile, Debian's Chromium) scores the bare page, the guest page and
// each public card page (message, audio card, pro card): the median of several runs, the LCP's range, and
// the JavaScript each load fetched (compressed, as sent).
import autocannon from "autocannon";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { freePort } from "@/lib/db/embedded";
import { ffmpegPath } from "@/lib/audio/ffmpeg-binary";
import { median } from "./run-benchmark";
import { takeArgs } from "./bench-common";

type TCannonResult = Awaited<ReturnType<typeof autocannon>>;

const root = process.cwd();
const projectRequire = createRequire(path.join(root, "package.json"));
const args = new Map(process.argv.slice(2).map((arg) => [arg.replace(/^--/, "").split("=")[0], arg.split("=")[1] ?? "true"] as const));
const base = (args.get("url") ?? process.env.APP_URL ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const seconds = Number(args.get("seconds") ?? 10);
const cold = args.has("cold") && args.get("cold") !== "false";
const rounds = Number(args.get("rounds") ?? (cold ? 2 : 3));
// Cold mode's goal: each page at least this share of the bare page's requests a second (issue 40).
const COLD_TARGET = 0.6;
const connections = Number(args.get("connections") ?? 20);
// Lighthouse runs a page: its LCP and score move from run to run on 2 cores, so the median of several.
const lighthouseRuns = Number(args.get("lighthouse-runs") ?? 5);
const PASSWORD = "bench pages 2026";

async function call(
  pathname: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  const response = await fetch(`${base}${pathname}`, {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    redirect: "manual",
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text: text.slice(0, 200) };
  }
  return { status: response.status, body, headers: response.headers };
}

function expectStatus(result: { status: number; body: unknown }, status: number, what: string): void {
  if (result.status !== status) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
}

function tone(seconds: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(execFileSync(ffmpegPath(), takeArgs({ seconds, bitrate: "64k", toneHz: 330, noise: false, out: "pipe:1" })));
}

/** Pays a local test checkout the way its Pay button does. */
async function payTestCheckout(token: string, json: Record<string, unknown>): Promise<void> {
  const opened = await call("/api/stripe/create-checkout-session", {
    method: "POST",
    token,
    json: { successUrl: "/payment-success", cancelUrl: "/payment-cancel", ...json },
  });
  expectStatus(opened, 200, "checkout");
  const match = /^\/test-checkout\/([A-Za-z0-9_-]+)$/.exec(String(opened.body.url));
  if (!match)
    throw new Error(`The server is not in the local test-payment mode (checkout went to ${String(opened.body.url)}); seed on a local production server.`);
  expectStatus(await call(`/api/test/complete-payment/${match[1]}`, { method: "POST", token }), 200, "test payment");
}

type TPages = { label: string; path: string; language?: string }[];

async function seed(): Promise<TPages> {
  const email = `bench.${Date.now()}@example.test`;
  const registered = await call("/api/auth/register", { method: "POST", json: { firstName: "Bench", email, password: PASSWORD } });
  expectStatus(registered, 201, "register");
  const token = String(registered.body.token);
  const voice = tone(4);

  const guestbook = await call("/api/guestbooks", {
    method: "POST",
    token,
    json: { guestbookName: "Bench Wedding", eventType: "Wedding", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0, allowAnonymous: true },
  });
  expectStatus(guestbook, 201, "guestbook");
  const guestbookId = String((guestbook.body.guestbook as { id: string }).id);
  const guest = new FormData();
  guest.set("clientUploadId", randomUUID());
  guest.set("guestbookId", guestbookId);
  guest.set("guestName", "A guest");
  guest.set("anonymous", "false");
  guest.set("audio", new Blob([voice], { type: "audio/webm" }), "recording.webm");
  expectStatus(await call("/api/guestbooks/record", { method: "POST", body: guest }), 201, "guest recording");
  const listening = await call(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token, json: { allowDownloads: true } });
  expectStatus(listening, 200, "listening link");

  const message = new FormData();
  message.set("audio", new Blob([voice], { type: "audio/webm" }), "message.webm");
  message.set("title", "A message for the bench");
  const quick = await call("/api/upload-audio", { method: "POST", body: message, token });
  expectStatus(quick, 201, "quick message");

  const card = new FormData();
  card.set("audio", new Blob([voice], { type: "audio/webm" }), "card.webm");
  card.set("clientUploadId", randomUUID());
  for (const [key, value] of Object.entries({
    name: "Bench card",
    title: "Happy Birthday",
    subtitle: "From all of us",
    message: "Play it loud.",
    allowDownload: "true",
    foreverHostingEnabled: "true",
    showOverlay: "true",
  }))
    card.set(key, value);
  const personal = await call("/api/personal-messages", { method: "POST", body: card, token });
  expectStatus(personal, 201, "audio card");

  await payTestCheckout(token, { upgradeType: "subscription", planKey: "reseller" });
  const pro = await call("/api/subscription-audio-messages", { method: "POST", token, json: {} });
  expectStatus(pro, 201, "pro card");
  const proId = String(pro.body.messageId);
  const activated = await call(`/api/subscription-audio-messages/${proId}/activate`, { method: "POST", json: { activationCode: pro.body.activationCode } });
  expectStatus(activated, 200, "activate");
  const recorderCookie = (activated.headers.getSetCookie?.() ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
  const recorded = await call(`/api/subscription-audio-messages/${proId}/record`, {
    method: "POST",
    headers: { cookie: recorderCookie },
    json: { audioData: Buffer.from(voice).toString("base64"), audioType: "audio/webm" },
  });
  expectStatus(recorded, 201, "pro card recording");

  return [
    { label: "/live-guestbook/{id}", path: `/live-guestbook/${guestbookId}` },
    { label: "/message/{id}", path: `/message/${String(quick.body.id)}` },
    { label: "/personal-message/{id}", path: `/personal-message/${String(personal.body.messageId)}` },
    { label: "/audio/{id}", path: `/audio/${proId}` },
    { label: "/listen/{token}", path: `/listen/${String(listening.body.token)}` },
    { label: "/start-exploring", path: "/start-exploring" },
  ];
}

/** A bare Next.js app of the project's own version with one force-dynamic page, built once and kept. */
async function startBare(): Promise<{ url: string; pid: number | undefined; stop: () => void }> {
  const dir = path.join(root, ".data", "bench", "bare-next");
  const nextBin = projectRequire.resolve("next/dist/bin/next");
  const version = String(JSON.parse(readFileSync(projectRequire.resolve("next/package.json"), "utf8")).version);
  const stamp = path.join(dir, ".next", "bench-version");
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== version || !existsSync(path.join(dir, "instrumentation.js"))) {
    mkdirSync(path.join(dir, "app"), { recursive: true });
    writeFileSync(path.join(dir, "next.config.js"), `module.exports = { turbopack: { root: ${JSON.stringify(root)} } };\n`);
    writeFileSync(
      path.join(dir, "app", "layout.js"),
      `export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }\n`,
    );
    writeFileSync(
      path.join(dir, "app", "page.js"),
      `export const dynamic = "force-dynamic";\nexport default function Page() { return <main><h1>Bare page</h1><p>Rendered at {new Date().toISOString()}</p></main>; }\n`,
    );
    // Its own (empty) instrumentation file: without one, the build takes the app's from the Turbopack root,
    // which refuses `next start`.
    writeFileSync(path.join(dir, "instrumentation.js"), "export function register() {}\n");
    console.log(`Building the bare Next.js ${version} page in ${path.relative(root, dir)} (once)…`);
    execFileSync(process.execPath, [nextBin, "build"], { cwd: dir, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
    writeFileSync(stamp, version);
  }
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; tries < 120; tries += 1) {
    if (
      (await fetch(url).then(
        (response) => response.status,
        () => 0,
      )) === 200
    )
      return { url, pid: child.pid, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill("SIGKILL");
  throw new Error("The bare Next.js page did not start");
}

type TRow = { label: string; rps: number[]; p50: number[]; p99: number[]; non2xx: number; ratio: number[]; p99Ratio: number[]; cpuMs: number[] };

// --server-pid=N (the app server's own process, `pgrep -f scripts/server.ts`): the CPU milliseconds each
// request cost that process and the bare page's (Linux /proc), which other work on a shared machine
// disturbs far less than requests a second do. The database's CPU is not in it.
const serverPid = args.has("server-pid") ? Number(args.get("server-pid")) : undefined;
const CLOCK_TICK_MS = 10;

function cpuMsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of the whole line (clock ticks of 10 ms on Linux).
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return null;
  }
}

async function cannonCpu(url: string, pid: number | undefined, language?: string): Promise<{ result: TCannonResult; cpuMs: number | null }> {
  const before = cpuMsOf(pid);
  const result = await cannon(url, language);
  const after = cpuMsOf(pid);
  return {
    result,
    cpuMs:
      before === null || after === null
        ? null
        : (after - before) / Math.max((result.requests as { total?: number }).total ?? result.requests.average * seconds, 1),
  };
}

async function cannon(url: string, language?: string): Promise<TCannonResult> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: {
      "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
      ...(language ? { "accept-language": language } : {}),
    },
  });
}

async function throughput(pages: TPages, bareUrl: string, barePid: number | undefined): Promise<void> {
  const rows = new Map<string, TRow>(
    pages.map((page) => [page.label, { label: page.label, rps: [], p50: [], p99: [], non2xx: 0, ratio: [], p99Ratio: [], cpuMs: [] }]),
  );
  const bare: TRow = { label: "bare Next.js page", rps: [], p50: [], p99: [], non2xx: 0, ratio: [], p99Ratio: [], cpuMs: [] };
  // Warm both up, so the first round does not measure compilation caches or cold pools.
  for (const { url, language } of [{ url: bareUrl }, ...pages.map((page) => ({ url: `${base}${page.path}`, language: page.language }))]) {
    await autocannon({ url, connections: 4, duration: 2, headers: language ? { "accept-language": language } : {} });
  }
  for (let round = 1; round <= rounds; round += 1) {
    for (const page of pages) {
      const { result: reference, cpuMs: bareCpu } = await cannonCpu(bareUrl, serverPid ? barePid : undefined);
      const { result: measured, cpuMs: pageCpu } = await cannonCpu(`${base}${page.path}`, serverPid, page.language);
      if (bareCpu !== null) bare.cpuMs.push(bareCpu);
      if (pageCpu !== null) rows.get(page.label)!.cpuMs.push(pageCpu);
      bare.rps.push(reference.requests.average);
      bare.p50.push(reference.latency.p50);
      bare.p99.push(reference.latency.p99);
      bare.non2xx += reference.non2xx + reference.errors;
      const row = rows.get(page.label)!;
      row.rps.push(measured.requests.average);
      row.p50.push(measured.latency.p50);
      row.p99.push(measured.latency.p99);
      row.non2xx += measured.non2xx + measured.errors;
      row.ratio.push(measured.requests.average / Math.max(reference.requests.average, 1));
      row.p99Ratio.push(measured.latency.p99 / Math.max(reference.latency.p99, 1));
      console.log(
        `round ${round}: ${page.label.padEnd(24)} ${measured.requests.average.toFixed(0).padStart(5)} req/s (bare ${reference.requests.average.toFixed(0)})`,
      );
    }
  }
  console.log(
    `\nThroughput: autocannon, ${connections} connections, ${seconds} s per run, ${rounds} rounds, medians (ratio = page / the bare run just before it)`,
  );
  console.log(
    `${"page".padEnd(26)}${"req/s".padStart(8)}${"p50 ms".padStart(8)}${"p99 ms".padStart(8)}${"non-2xx".padStart(9)}${"ratio".padStart(8)}${"p99×".padStart(7)}`,
  );
  for (const row of [bare, ...rows.values()]) {
    const ratio = row === bare ? "" : median(row.ratio).toFixed(2);
    const p99Ratio = row === bare ? "" : median(row.p99Ratio).toFixed(1);
    console.log(
      `${row.label.padEnd(26)}${median(row.rps).toFixed(0).padStart(8)}${median(row.p50).toFixed(0).padStart(8)}${median(row.p99).toFixed(0).padStart(8)}${String(row.non2xx).padStart(9)}${ratio.padStart(8)}${p99Ratio.padStart(7)}`,
    );
  }
  console.log(
    `\nBest of ${rounds} rounds (the page's best req/s, and its best ratio to the bare run just before it)${cold ? `; cold mode target ${COLD_TARGET}` : ""}`,
  );
  console.log(`${"page".padEnd(26)}${"req/s".padStart(8)}${"ratio".padStart(8)}${cold ? "  target" : ""}`);
  console.log(
    `${bare.label.padEnd(26)}${Math.max(...bare.rps)
      .toFixed(0)
      .padStart(8)}`,
  );
  for (const row of rows.values()) {
    const best = Math.max(...row.ratio);
    const verdict = cold ? (best >= COLD_TARGET ? "  met" : "  NOT met") : "";
    console.log(
      `${row.label.padEnd(26)}${Math.max(...row.rps)
        .toFixed(0)
        .padStart(8)}${best.toFixed(2).padStart(8)}${verdict}`,
    );
  }
  if (pages.some((page) => page.language)) languageComparison(pages, rows);
  if (bare.cpuMs.length > 0) {
    console.log("\nServer CPU a request (--server-pid; medians; the database's not included): bare page's over the page's as the ratio");
    console.log(`${"page".padEnd(26)}${"CPU ms".padStart(8)}${"ratio".padStart(8)}`);
    console.log(`${bare.label.padEnd(26)}${median(bare.cpuMs).toFixed(2).padStart(8)}`);
    for (const row of rows.values()) {
      if (row.cpuMs.length === 0) continue;
      console.log(`${row.label.padEnd(26)}${median(row.cpuMs).toFixed(2).padStart(8)}${(median(bare.cpuMs) / median(row.cpuMs)).toFixed(2).padStart(8)}`);
    }
  }
}

/** --languages: each page's other languages against its first, by best req/s and best ratio to the bare page. */
function languageComparison(pages: TPages, rows: Map<string, TRow>): void {
  console.log("\nLanguages (Accept-Language): best req/s and best ratio, each against the page's first language");
  console.log(`${"page".padEnd(30)}${"req/s".padStart(8)}${"vs".padStart(8)}${"ratio".padStart(8)}${"vs".padStart(8)}`);
  const firstOf = new Map<string, TRow>();
  for (const page of pages) {
    const row = rows.get(page.label)!;
    const key = page.path;
    const first = firstOf.get(key) ?? row;
    firstOf.set(key, first);
    const [rps, firstRps] = [Math.max(...row.rps), Math.max(...first.rps)];
    const [ratio, firstRatio] = [Math.max(...row.ratio), Math.max(...first.ratio)];
    const change = (value: number, reference: number) => `${value >= reference ? "+" : ""}${((value / reference - 1) * 100).toFixed(1)}%`;
    console.log(
      `${row.label.padEnd(30)}${rps.toFixed(0).padStart(8)}${(row === first ? "" : change(rps, firstRps)).padStart(8)}${ratio.toFixed(2).padStart(8)}${(row === first ? "" : change(ratio, firstRatio)).padStart(8)}`,
    );
  }
}

/** Cold mode measures the render: the server's pages must not come from its micro-cache. */
async function expectNoPageCache(pages: TPages): Promise<void> {
  for (const page of pages) {
    const response = await fetch(`${base}${page.path}`, { headers: page.language ? { "accept-language": page.language } : {} });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.label} answered ${response.status}`);
    if (response.headers.has("x-echobook-cache"))
      throw new Error(
        `${page.label} came through the page cache (X-Echobook-Cache: ${response.headers.get("x-echobook-cache")}): cold mode needs the server started with PUBLIC_PAGE_CACHE_MS=0 (PUBLIC_PAGE_CACHE_MS=0 npm start).`,
      );
  }
}

async function lighthouseScores(targets: { label: string; url: string }[]): Promise<void> {
  const { default: lighthouse } = (await import("lighthouse")) as unknown as {
    default: (
      url: string,
      flags: Record<string, unknown>,
    ) => Promise<
      | {
          lhr: {
            categories: { performance: { score: number } };
            audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
          };
        }
      | undefined
    >;
  };
  const chromeLauncher = (await import("chrome-launcher")) as unknown as {
    launch: (options: Record<string, unknown>) => Promise<{ port: number; kill: () => Promise<void> }>;
  };
  const chromePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  console.log(`\nLighthouse (mobile, simulated throttling), median of ${lighthouseRuns} runs`);
  console.log(`${"page".padEnd(26)}${"score".padStart(7)}${"LCP s".padStart(8)}${"TBT ms".padStart(8)}${"JS KB".padStart(8)}  LCP min–max`);
  for (const target of targets) {
    const scores: number[] = [];
    const lcp: number[] = [];
    const tbt: number[] = [];
    // The page's JavaScript as it crossed the network (compressed), everything the load fetched.
    const scriptKb: number[] = [];
    for (let run = 0; run < lighthouseRuns; run += 1) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
      try {
        const result = await lighthouse(target.url, { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" });
        if (!result) throw new Error(`Lighthouse gave no result for ${target.url}`);
        scores.push(Math.round(result.lhr.categories.performance.score * 100));
        lcp.push((result.lhr.audits["largest-contentful-paint"].numericValue ?? 0) / 1000);
        tbt.push(result.lhr.audits["total-blocking-time"].numericValue ?? 0);
        const requests = result.lhr.audits["network-requests"].details?.items ?? [];
        scriptKb.push(requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024);
      } finally {
        await chrome.kill();
      }
    }
    console.log(
      `${target.label.padEnd(26)}${String(median(scores)).padStart(7)}${median(lcp).toFixed(2).padStart(8)}${median(tbt).toFixed(0).padStart(8)}${median(scriptKb).toFixed(0).padStart(8)}  ${Math.min(...lcp).toFixed(2)}–${Math.max(...lcp).toFixed(2)}`,
    );
  }
}

async function main() {
  const started = Date.now();
  if (
    (await fetch(`${base}/login`).then(
      (response) => response.status,
      () => 0,
    )) !== 200
  ) {
    throw new Error(`No Echobook server answers at ${base}. Start one first: npm run build && npm start (or pass --url=...).`);
  }
  console.log(`Seeding through ${base}…`);
  // --only=listen,message: just the pages whose label holds one of these (a quick look at a few).
  const only = args.get("only")?.split(",").filter(Boolean);
  const languages = args.get("languages")?.split(",").filter(Boolean);
  const pages = (await seed())
    .filter((page) => !only || only.some((part) => page.label.includes(part)))
    .flatMap((page) => (languages ? languages.map((language) => ({ ...page, label: `${page.label} [${language}]`, language })) : [page]));
  for (const page of pages) console.log(`  ${page.label.padEnd(24)} ${base}${page.path}`);
  if (cold) {
    await expectNoPageCache(pages);
    console.log("Cold mode: the server renders every view (no page cache).");
  }
  const bare = await startBare();
  try {
    await throughput(pages, bare.url, bare.pid);
    if (args.get("lighthouse") !== "false" && !args.has("no-lighthouse")) {
      // The guest page and every public card page (the blog has no cover to paint first).
      const scored = pages.filter((page) => page.label !== "/start-exploring");
      await lighthouseScores([{ label: "bare Next.js page", url: bare.url }, ...scored.map((page) => ({ label: page.label, url: `${base}${page.path}` }))]);
    }
  } finally {
    bare.stop();
  }
  console.log(`\nbench:pages took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
