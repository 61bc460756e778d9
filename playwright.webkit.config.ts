import { defineConfig } from "@playwright/test";

// The WebKit phase of `npm test` (scripts/test-webkit.ts): Playwright's runner only, no Playwright browser.
// Each test drives WebKitGTK's MiniBrowser through WebKitWebDriver (tests/webkit/webkit.ts).
export default defineConfig({
  testDir: "tests/webkit",
  outputDir: ".data/test/webkit-results",
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One MiniBrowser at a time by default: WebKit's web, network and GPU processes are heavy on 2 cores.
  workers: Number(process.env.WEBKIT_WORKERS ?? 1),
  retries: 1,
  reporter: [["list"], ["json"]],
  // For the API calls that set tests up (Playwright's `request`); the browser is WebKit's own.
  use: { baseURL: process.env.TEST_PROXIED_BASE_URL ?? process.env.TEST_BASE_URL ?? "http://127.0.0.1:3100" },
});
