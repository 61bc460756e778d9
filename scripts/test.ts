// `npm test`: every test, on real services. Starts a fresh embedded PostgreSQL database (or uses
// TEST_DATABASE_URL), a local stand-in for Google's key endpoint with a key generated for this run,
// builds the app and starts six instances of it (each through the app's own server, scripts/server.ts),
// then runs Jest (unit + integration), Playwright in Chromium, and the guest flows in WebKit
// (scripts/test-webkit.ts). A full run (no --only, no --grep) lints first
// (`npm run lint`: Prettier check, ESLint and knip) and stops there on a finding.
//
//   npm test                         everything, lint first
//   npm test -- --only=lint          the linters only
//   npm test -- --only=jest          Jest only (unit + integration; the app is still started)
//   npm test -- --only=unit          unit tests only (no services)
//   npm test -- --only=e2e           Playwright only (Chromium)
//   npm test -- --only=webkit        the WebKit guest flows only
//   npm test -- --grep=auth          pass a pattern to Jest (test path) and Playwright (spec file)
//   npm test -- --no-build           reuse the existing .next build
//   npm test -- --repeat=5           run each Playwright test 5 times (hunting flaky tests)
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { exportJWK, generateKeyPair } from "jose";
import { ffmpegRuntime } from "@/lib/audio/ffmpeg-binary";
import { ffmpegRefusals } from "@/lib/audio/ffmpeg-fitness";
import { freePort, startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { stopProcess } from "./bench-common";
import { appServerCommand } from "./services";
import { jestReport, playwrightReport, slowest } from "./test-report";
import { startXvfb, webkitBrowser } from "./test-webkit";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key, value ?? "true"] as const;
  }),
);
const only = args.get("only");
const grep = args.get("grep");
const root = process.cwd();
// Each run gets its own folder (database cluster, uploads, keys, results), so runs never collide.
const dataDir = path.join(root, ".data", "test", "runs", `${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`);
const nextBin = require.resolve("next/dist/bin/next");
const GATE_CODE = "open-sesame-test";
type TEnvVars = Record<string, string | undefined>;
const cleanups: (() => Promise<void> | void)[] = [];

function npmCommand(): string {
  return process.platform === "win32" ? "npm.cmd" : "npm";
}

const startedAt = Date.now();
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
/** How long each phase took, printed with the summary (the bar: a full run under 30 minutes on 2 cores). */
const phaseTimes: [string, number][] = [];
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const began = Date.now();
  try {
    return await work();
  } finally {
    phaseTimes.push([phase, Date.now() - began]);
  }
}

function log(line: string) {
  console.log(`\n[test] ${minutes(Date.now() - startedAt)} ${line}`);
}

function printTimes() {
  const phases = phaseTimes.map(([phase, ms]) => `${phase} ${minutes(ms)}`).join(", ");
  console.log(`\nTime: ${minutes(Date.now() - startedAt)}${phases ? ` (${phases})` : ""}`);
}

// Asynchronous on purpose: the Google key server lives in this process and must keep answering.
function run(command: string, commandArgs: string[], env: TEnvVars): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: "inherit", env: env as NodeJS.ProcessEnv });
    child.on("exit", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

async function startGoogleKeyServer() {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: "echobook-test-key", alg: "RS256", use: "sig" };
  writeFileSync(path.join(dataDir, "google-test-key.json"), JSON.stringify({ ...(await exportJWK(privateKey)), kid: "echobook-test-key", alg: "RS256" }));
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}/oauth2/v3/certs`;
}

/**
 * A deployment refuses an old or unboxed ffmpeg (lib/audio/ffmpeg-fitness.ts). `.ci/run` installs Debian's
 * ffmpeg and bubblewrap; on a machine without them the deployed instance is allowed them on purpose, and
 * the run says so, so that the rest of its tests still run.
 */
function deployedFfmpegAllowances(): TEnvVars {
  let refusals: string[];
  try {
    refusals = ffmpegRefusals(ffmpegRuntime(), {
      NODE_ENV: "production",
      APP_URL: "https://echobook.example",
      FFMPEG_ALLOW_OLD: false,
      FFMPEG_SANDBOX: "auto",
    });
  } catch {
    return {};
  }
  if (refusals.length === 0) return {};
  log(`This machine's ffmpeg would not do for a deployment; the deployed instance runs it on purpose:\n  - ${refusals.join("\n  - ")}`);
  return { FFMPEG_ALLOW_OLD: "true", FFMPEG_SANDBOX: "off" };
}

/** One instance of the built app on `port`, through the app's own server, stopped with the run. */
function startInstance(port: number, env: TEnvVars, publicUrl?: string): ChildProcess {
  const url = publicUrl ?? `http://127.0.0.1:${port}`;
  const [command, commandArgs] = appServerCommand(["--port", String(port), "--hostname", "127.0.0.1"]);
  const child = spawn(command, commandArgs, {
    env: { ...env, APP_URL: url, NEXTAUTH_URL: url, PORT: String(port), NODE_ENV: "production" } as NodeJS.ProcessEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Waited for (SIGKILL after 10 s), so PostgreSQL, stopped next, does not cut the connections of an
  // instance still shutting down (its job queue would log them as errors).
  cleanups.push(() => stopProcess(child, { killAfterMs: 10_000 }));
  return child;
}

async function waitForServer(url: string, child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("The app exited before it answered.");
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The app did not answer within 240 s.");
}

function countJest(...files: string[]) {
  const totals = { passed: 0, failed: 0 };
  for (const file of files) {
    if (!existsSync(file)) {
      totals.failed += 1;
      continue;
    }
    const result = JSON.parse(readFileSync(file, "utf8"));
    totals.passed += result.numPassedTests as number;
    totals.failed += (result.numFailedTests as number) + (result.numRuntimeErrorTestSuites as number);
  }
  return totals;
}

/**
 * The suites that start processes of their own (app instances, databases, workers) and kill or stop them
 * on purpose, with timeouts measured in seconds, and the mail suites (each starts the one SMTP server the
 * mail instance sends to, on TEST_SMTP_PORT), and the page cache's (any other suite's write on the
 * instance empties the kept pages, so its HIT checks need the instance to itself): they run one at a
 * time, after the others. Every other
 * suite is a visitor of its own to the shared instances (tests/helpers/api.ts), so those run on
 * JEST_WORKERS workers (2: they spend most of their time waiting on the app or ffmpeg).
 */
const SERIAL_SUITES =
  /tests\/integration\/(outages|worker-kill|shared-database|deployment|wall|public-page-cache|start-refusals|account-notices|account|contact|email-verification|host-notes|newsletter|password-reset|cohosts)\.test\.ts$/;

/** Runs both groups; answers the result files to count. */
async function runJest(results: string, env: TEnvVars): Promise<string[]> {
  const jest = require.resolve("jest/bin/jest");
  const pattern = grep ? [grep] : [];
  await run(
    process.execPath,
    [
      jest,
      `--maxWorkers=${process.env.JEST_WORKERS ?? 2}`,
      "--passWithNoTests",
      "--testPathIgnorePatterns",
      SERIAL_SUITES.source,
      "--json",
      `--outputFile=${results}`,
      ...pattern,
    ],
    env,
  );
  const serialSuites = readdirSync(path.join(root, "tests", "integration"))
    .map((file) => `tests/integration/${file}`)
    .filter((file) => SERIAL_SUITES.test(file) && (!grep || new RegExp(grep).test(file)));
  if (serialSuites.length === 0) return [results];
  const serial = results.replace(/\.json$/, "-serial.json");
  await run(process.execPath, [jest, "--runInBand", "--json", `--outputFile=${serial}`, "--runTestsByPath", ...serialSuites], env);
  return [results, serial];
}

type TPlaywrightSpec = { title: string; file: string; tests: { projectName: string; status: string }[] };
type TPlaywrightSuite = { specs?: TPlaywrightSpec[]; suites?: TPlaywrightSuite[] };

function flakyTests(suites: TPlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests.filter((t) => t.status === "flaky").map((t) => `[${t.projectName}] ${spec.file}: ${spec.title}`)),
    ...flakyTests(suite.suites ?? []),
  ]);
}

// A test that failed once and passed on its retry counts as passed, and is named so it gets looked at:
// browser tests on a loaded 2-core machine see the odd teardown stall that is not the app's doing.
function countPlaywright(file: string) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, "utf8"));
  const flaky = flakyTests(report.suites ?? []);
  if (flaky.length) console.log(`\n[test] Passed only on retry (flaky):\n  ${flaky.join("\n  ")}`);
  return { passed: (report.stats.expected as number) + flaky.length, failed: report.stats.unexpected as number };
}

/** Keeps the results of the last few runs only. */
function pruneOldRuns(keep = 5) {
  const runsDir = path.dirname(dataDir);
  if (!existsSync(runsDir)) return;
  const runs = readdirSync(runsDir).sort();
  for (const old of runs.slice(0, Math.max(0, runs.length - keep))) rmSync(path.join(runsDir, old), { recursive: true, force: true });
}

async function main(): Promise<number> {
  pruneOldRuns();
  mkdirSync(path.join(dataDir, "results"), { recursive: true });
  cleanups.push(() => rmSync(path.join(dataDir, "pg"), { recursive: true, force: true }));
  const jestResults = path.join(dataDir, "results", "jest.json");
  const playwrightResults = path.join(dataDir, "results", "playwright.json");
  const webkitResults = path.join(dataDir, "results", "webkit.json");
  const { NODE_ENV: _ignored, AUTH_SECRET: _own, ACCESS_CODE: _gateOff, TRUST_PROXY_HOPS: _noProxy, ...inherited } = process.env;
  const baseEnv: TEnvVars = { ...inherited, DATA_DIR: dataDir, TEST_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" };

  if (only === "lint" || (!only && !grep && !args.has("no-lint"))) {
    log("Lint: Prettier (check), ESLint (zero warnings) and knip");
    const lint = await timed("lint", () => run(npmCommand(), ["run", "--silent", "lint"], baseEnv));
    if (lint !== 0 || only === "lint") {
      console.log(`\nLint: ${lint === 0 ? "1 passed, 0 failed" : "0 passed, 1 failed"}`);
      return lint;
    }
  }

  if (only === "unit") {
    await run(
      process.execPath,
      [require.resolve("jest/bin/jest"), "--selectProjects", "unit", "--json", `--outputFile=${jestResults}`, ...(grep ? [grep] : [])],
      baseEnv,
    );
    const totals = countJest(jestResults);
    console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
    return totals.failed === 0 ? 0 : 1;
  }

  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    log("Starting the embedded PostgreSQL for tests (fresh database)");
    const embedded = await startEmbeddedPostgres({
      dataDir: path.join(dataDir, "pg"),
      port: await freePort(),
      database: "echobook_test",
      fresh: true,
      unsafeNoFsync: true,
    });
    cleanups.push(embedded.stop);
    databaseUrl = embedded.url;
  }
  log(`Applied migrations: ${(await migrate(databaseUrl)).join(", ") || "none"}`);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const appEnv: TEnvVars = {
    ...baseEnv,
    DATABASE_URL: databaseUrl,
    APP_URL: baseUrl,
    PORT: String(port),
    NEXTAUTH_URL: baseUrl,
    GOOGLE_CLIENT_ID: "echobook-test.apps.googleusercontent.com",
    GOOGLE_JWKS_URL: await startGoogleKeyServer(),
    LOCAL_STORAGE_DIR: path.join(dataDir, "uploads"),
  };
  appEnv.AUTH_SECRET = appEnv.NEXTAUTH_SECRET = randomBytes(32).toString("base64url");

  if (args.get("build") !== "false" && !args.has("no-build")) {
    log("Building the app (next build)");
    if ((await timed("build", () => run(process.execPath, [nextBin, "build"], { ...appEnv, NODE_ENV: "production" }))) !== 0) return 1;
  }
  log(`Starting the app on ${baseUrl}`);
  const server = startInstance(port, appEnv);
  // A second instance of the same build with the pre-release gate switched on.
  const gatedPort = await freePort();
  const gatedUrl = `http://127.0.0.1:${gatedPort}`;
  const gated = startInstance(gatedPort, { ...appEnv, ACCESS_CODE: GATE_CODE });
  // A third with Stripe configured (a dummy key: nothing reaches Stripe's servers), for the webhook tests,
  // which sign their payloads with this run's webhook secret.
  const stripePort = await freePort();
  const stripeUrl = `http://127.0.0.1:${stripePort}`;
  const stripeWebhookSecret = `whsec_${randomBytes(24).toString("hex")}`;
  const stripeApp = startInstance(stripePort, { ...appEnv, STRIPE_SECRET_KEY: "sk_test_echobook_dummy", STRIPE_WEBHOOK_SECRET: stripeWebhookSecret });
  // A fourth that trusts one proxy in front of it, the tests playing that proxy: all test traffic comes
  // from 127.0.0.1, so tests that need many visitors (sign-ups, guests' recordings, the browser tests)
  // name each visitor's address there, and the proxy setting itself is tested on it.
  const proxiedPort = await freePort();
  const proxiedUrl = `http://127.0.0.1:${proxiedPort}`;
  const proxied = startInstance(proxiedPort, { ...appEnv, TRUST_PROXY_HOPS: "1" });
  // A fifth as a real deployment would be misconfigured: served as https://echobook.example (behind a TLS
  // proxy) with no Stripe key. Payments must be off there, and the session cookie the https one.
  const deployedPort = await freePort();
  const deployedUrl = `http://127.0.0.1:${deployedPort}`;
  const deployed = startInstance(deployedPort, { ...appEnv, ...deployedFfmpegAllowances() }, "https://echobook.example");
  // A sixth that sends its mail to a real SMTP server on this port, which the mail tests start and stop
  // themselves (tests/helpers/smtp.ts); its host notes fold bursts within 20 s instead of 10 minutes, and
  // like the fourth it trusts one proxy, so each test names its own visitors.
  const smtpPort = await freePort();
  const mailPort = await freePort();
  const mailUrl = `http://127.0.0.1:${mailPort}`;
  const mailApp = startInstance(mailPort, {
    ...appEnv,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Echobook <hello@echobook.test>",
    SUPPORT_EMAIL: "support@echobook.test",
    HOST_NOTE_BURST_SECONDS: "20",
    TRUST_PROXY_HOPS: "1",
  });
  await Promise.all([
    waitForServer(mailUrl, mailApp),
    waitForServer(baseUrl, server),
    waitForServer(gatedUrl, gated),
    waitForServer(stripeUrl, stripeApp),
    waitForServer(proxiedUrl, proxied),
    waitForServer(deployedUrl, deployed),
  ]);

  const testEnv = {
    ...appEnv,
    TEST_BASE_URL: baseUrl,
    TEST_GATED_BASE_URL: gatedUrl,
    TEST_GATE_CODE: GATE_CODE,
    TEST_STRIPE_BASE_URL: stripeUrl,
    TEST_STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    TEST_PROXIED_BASE_URL: proxiedUrl,
    TEST_DEPLOYED_BASE_URL: deployedUrl,
    TEST_MAIL_BASE_URL: mailUrl,
    TEST_SMTP_PORT: String(smtpPort),
  };
  const totals = { passed: 0, failed: 0 };
  const jestFiles: string[] = [];
  if (only !== "e2e" && only !== "webkit") {
    log("Jest: unit and integration tests");
    jestFiles.push(...(await timed("jest", () => runJest(jestResults, testEnv))));
    const jest = countJest(...jestFiles);
    totals.passed += jest.passed;
    totals.failed += jest.failed;
  }
  // The specs' helpers use server modules (ffmpeg for test audio), which are "server-only".
  const playwrightNodeOptions = `${process.env.NODE_OPTIONS ?? ""} --conditions=react-server`.trim();
  if (only !== "jest" && only !== "webkit") {
    log("Playwright: end-to-end tests in Chromium");
    await timed("e2e", () =>
      run(
        process.execPath,
        [require.resolve("@playwright/test/cli"), "test", ...(grep ? [grep] : []), ...(args.has("repeat") ? [`--repeat-each=${args.get("repeat")}`] : [])],
        {
          ...testEnv,
          PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightResults,
          NODE_OPTIONS: playwrightNodeOptions,
        },
      ),
    );
    const e2e = countPlaywright(playwrightResults);
    totals.passed += e2e.passed;
    totals.failed += e2e.failed;
  }
  let webkitSummary = "";
  if (only !== "jest" && only !== "e2e") {
    const webkit = await timed("webkit", () => runWebkitPhase(testEnv, webkitResults, playwrightNodeOptions));
    totals.passed += webkit.passed;
    totals.failed += webkit.failed;
    webkitSummary = webkit.summary;
  }
  printReport(jestFiles, [playwrightResults, webkitResults]);
  console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${webkitSummary}`);
  printTimes();
  return totals.failed === 0 ? 0 : 1;
}

/** The failed tests by name, and the files that took longest (scripts/test-report.ts), before the counts. */
function printReport(jestFiles: string[], playwrightFiles: string[]) {
  const jest = jestReport(jestFiles, root);
  const browsers = playwrightFiles.filter((file) => existsSync(file)).map((file) => ({ file, ...playwrightReport(file) }));
  const failed = [...jest.failed, ...browsers.flatMap((report) => report.failed)];
  if (jest.times.length) console.log(`\n[test] Slowest Jest suites:\n${slowest(jest.times)}`);
  for (const report of browsers.filter(({ times }) => times.length)) {
    const phase = path.basename(report.file, ".json");
    console.log(`\n[test] Slowest spec files (${phase}, test-seconds):\n${slowest(report.times)}`);
    console.log(`\n[test] Slowest tests (${phase}):\n${slowest(report.tests, 10)}`);
  }
  if (failed.length) console.log(`\n[test] Failed:\n  ${failed.join("\n  ")}`);
}

/** The guest flows in WebKit (scripts/test-webkit.ts), or the reason they are skipped on this machine. */
async function runWebkitPhase(testEnv: TEnvVars, results: string, nodeOptions: string) {
  const found = webkitBrowser();
  if ("missing" in found) {
    const failed = process.env.CI === "true" ? 1 : 0;
    log(`WebKit: skipped, ${found.missing}${failed ? "; CI installs them, so this fails the run" : ""}`);
    return { passed: 0, failed, summary: " (WebKit: skipped)" };
  }
  log("WebKit: the guest flows in WebKitGTK's MiniBrowser (WebKitWebDriver, Xvfb)");
  const startedAt = Date.now();
  const xvfb = await startXvfb();
  try {
    await run(
      process.execPath,
      [require.resolve("@playwright/test/cli"), "test", "--config=playwright.webkit.config.ts", "--pass-with-no-tests", ...(grep ? [grep] : [])],
      { ...testEnv, DISPLAY: xvfb.display, WEBKIT_BROWSER: found.browser, PLAYWRIGHT_JSON_OUTPUT_NAME: results, NODE_OPTIONS: nodeOptions },
    );
  } finally {
    await xvfb.stop();
  }
  const counted = countPlaywright(results);
  log(`WebKit: ${counted.passed} passed, ${counted.failed} failed in ${Math.round((Date.now() - startedAt) / 1000)} s`);
  return { ...counted, summary: ` (WebKit: ${counted.passed} passed, ${counted.failed} failed)` };
}

async function cleanup() {
  for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => {});
}

main()
  .then(async (code) => {
    await cleanup();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanup();
    console.log("\nTests: 0 passed, 1 failed");
    printTimes();
    process.exit(1);
  });
