import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

// Debian's Chromium when present (this machine cannot download Playwright's browsers): its headless shell
// (package chromium-headless-shell), the build Playwright itself runs headless, else the full browser in
// its headless mode, which runs the same tests on about a fifth more CPU (it keeps the browser's own
// WebUI renderers; docs/decisions/testing.md). Elsewhere `npx playwright install chromium` and leave
// CHROMIUM_PATH unset.
const debianChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((candidate) => existsSync(candidate));
const chromiumPath = process.env.CHROMIUM_PATH ?? debianChromium;
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    // Tests start playback with audio.play(); a real visitor presses the play button.
    "--autoplay-policy=no-user-gesture-required",
  ],
};

const SWEEP = /screens-sweep\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: ".data/test/playwright-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Two spec files at a time: a test spends most of its time waiting on the app, and every test is a
  // visitor and an account of its own (fixtures.ts), so files never share state. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // One retry; scripts/test.ts names every test that needed it.
  retries: 1,
  reporter: [["list"], ["json"]],
  use: {
    // The instance behind a (stand-in) proxy, so each test can be a visitor of its own: tests/e2e/fixtures.ts.
    baseURL: process.env.TEST_PROXIED_BASE_URL ?? process.env.TEST_BASE_URL ?? "http://127.0.0.1:3100",
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    { name: "mobile-390", testIgnore: SWEEP, use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
    // Every test runs once at phone width, where guests use the site. The desktop project runs only the tests
    // tagged DESKTOP_TOO (tests/e2e/fixtures.ts), whose layout or behaviour changes with the width; the screens
    // sweep opens every page at 1280 px too, with axe.
    {
      name: "desktop",
      testIgnore: SWEEP,
      grep: /@desktop/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The screens sweep sets each width itself (320, 390 and 1280 px), so it runs once, here, its pages
    // spread over the workers. It reports all of a page's findings at once (soft assertions); a retry
    // would only repeat them.
    { name: "sweep", testMatch: SWEEP, retries: 0, fullyParallel: true, use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 } } },
  ],
});
