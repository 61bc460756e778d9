// The WebKit phase's fixtures: each Playwright worker starts its own WebKitWebDriver, and each test gets a
// fresh MiniBrowser (WebKitGTK) session through it, driven over W3C WebDriver with selenium-webdriver.
// `npm test` starts Xvfb and hands the display over (DISPLAY) with the browser's path (WEBKIT_BROWSER).
// The microphone is WebKit's mock capture device: a steady tone, as Chromium's fake one is.
import { test as base, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Builder, By, type WebDriver, type WebElement } from "selenium-webdriver";
import { freePort } from "@/lib/db/embedded";
import { asVisitor } from "../helpers/api";
import { proxiedBaseUrl } from "../helpers/env";

export { expect };

/**
 * The proxied instance, reached without an X-Forwarded-For: the WebKit tests are the only visitor that
 * comes to it as 127.0.0.1 (the Chromium ones each name an address of their own), so the per-address
 * limits count this phase apart.
 */
export const appUrl = proxiedBaseUrl;

type TSessionOptions = { mediaStream: boolean };

async function startWebDriver(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || driver.exitCode !== null) throw new Error("WebKitWebDriver did not start.");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => driver.kill("SIGTERM") };
}

/** A new MiniBrowser session; `mediaStream: false` is a WebKit that offers no microphone at all. */
async function openBrowser(webDriverUrl: string, { mediaStream }: TSessionOptions): Promise<WebDriver> {
  const browserPath = process.env.WEBKIT_BROWSER;
  if (!browserPath) throw new Error("WEBKIT_BROWSER is not set: run the WebKit tests through npm test.");
  const args = ["--automation", `--enable-media-stream=${mediaStream}`, `--enable-mock-capture-devices=${mediaStream}`];
  const driver = await new Builder()
    .usingServer(webDriverUrl)
    .withCapabilities({ browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: browserPath, args } })
    .build();
  // MiniBrowser's toolbar keeps its window at least this wide; the page gets a phone's height.
  await driver.manage().window().setRect({ width: 390, height: 844 });
  await driver.manage().setTimeouts({ script: 30_000, pageLoad: 30_000 });
  return driver;
}

export const test = base.extend<{ webkit: WebDriver; sessionOptions: TSessionOptions }, { webDriverUrl: string }>({
  sessionOptions: [{ mediaStream: true }, { option: true }],
  // The set-up's API calls (\`request\`) come from a visitor of each test's own, as in the Chromium tests.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...asVisitor() });
  },
  webDriverUrl: [
    async ({}, use) => {
      const webDriver = await startWebDriver();
      await use(webDriver.url);
      webDriver.stop();
    },
    { scope: "worker" },
  ],
  webkit: async ({ webDriverUrl, sessionOptions }, use) => {
    const driver = await openBrowser(webDriverUrl, sessionOptions);
    try {
      await use(driver);
    } finally {
      await driver.quit().catch(() => undefined);
    }
  },
});

/** Polls `read` until it passes `check` (as expect.poll, but WebDriver's calls are promises already). */
export async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (check(last)) return last;
    } catch {
      // the element may not be there yet
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms (last seen: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function xpathString(text: string): string {
  return text.includes("'") ? `concat('${text.split("'").join(`', "'", '`)}')` : `'${text}'`;
}

/** A visible control (button or link) named `name` by its text or its aria-label, waited for. */
export async function control(driver: WebDriver, name: string, { within = "", timeoutMs = 15_000 } = {}): Promise<WebElement> {
  const quoted = xpathString(name);
  const locator = By.xpath(`${within}//*[self::button or self::a][normalize-space(.)=${quoted} or @aria-label=${quoted}]`);
  return until(
    async () => {
      for (const element of await driver.findElements(locator)) if (await element.isDisplayed()) return element;
      return null;
    },
    (element): element is WebElement => element !== null,
    `the control "${name}"`,
    timeoutMs,
  ) as Promise<WebElement>;
}

/** Clicks the control named `name` once it is visible and enabled. */
export async function press(driver: WebDriver, name: string, options: { within?: string; timeoutMs?: number } = {}): Promise<void> {
  const element = await control(driver, name, options);
  await until(() => element.isEnabled(), Boolean, `"${name}" enabled`);
  await element.click();
}

/** Waits for text on the page (in a heading, a status, anywhere visible). */
export async function seeText(driver: WebDriver, text: string, timeoutMs = 15_000): Promise<void> {
  await until(
    () => driver.executeScript<string>("return document.body.innerText"),
    (body) => body.includes(text),
    `the text "${text}"`,
    timeoutMs,
  );
}

/** The input labelled `label` (by its <label> or aria-label). */
export async function field(driver: WebDriver, label: string): Promise<WebElement> {
  return until(
    () =>
      driver.executeScript<WebElement | null>(
        `const wanted = arguments[0];
         for (const label of document.querySelectorAll("label")) {
           if (label.textContent.trim().startsWith(wanted) && label.control) return label.control;
         }
         return document.querySelector('[aria-label="' + wanted.replace(/"/g, '\\\\"') + '"]');`,
        label,
      ),
    (element) => element !== null,
    `the field "${label}"`,
  ) as Promise<WebElement>;
}

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
// axe-core as @axe-core/playwright brings it (the Chromium tests' checker), injected into the page.
const axeSource = readFileSync(createRequire(require.resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"), "utf8");

type TAxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** axe-core on the page as WebKit renders it (the same tags as the Chromium tests): no serious or critical violation. */
export async function expectAccessible(driver: WebDriver): Promise<void> {
  await until(
    () => driver.executeScript<string>("return document.title"),
    (title) => title.trim().length > 0,
    "the page's title",
  );
  if (!(await driver.executeScript<boolean>("return typeof window.axe === 'object'"))) await driver.executeScript(axeSource);
  const violations = await driver.executeAsyncScript<TAxeViolation[]>(
    `const done = arguments[arguments.length - 1];
     window.scrollTo(0, 0);
     window.axe.run(document, { runOnly: { type: "tag", values: arguments[0] } }).then((results) => done(results.violations), (error) => done([{ id: "axe-error", impact: "critical", help: String(error), nodes: [] }]));`,
    AXE_TAGS,
  );
  const blocking = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const url = await driver.getCurrentUrl();
  expect(
    blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe violations on ${url}`,
  ).toEqual([]);
}

/** Opens a path of the app, waits for it to load and hydrate, and checks it with axe. */
export async function visit(driver: WebDriver, pathOrUrl: string, { axe = true } = {}): Promise<void> {
  await driver.get(new URL(pathOrUrl, appUrl).toString());
  await until(
    () => driver.executeScript<string>("return document.readyState"),
    (state) => state === "complete",
    "the page's load",
  );
  await driver.executeAsyncScript("const done = arguments[arguments.length - 1]; document.fonts.ready.then(() => done());");
  if (axe) await expectAccessible(driver);
}

/** An <audio> element's state, found by a CSS selector. */
export async function audioState(driver: WebDriver, selector: string) {
  return driver.executeScript<{
    readyState: number;
    currentTime: number;
    duration: number;
    paused: boolean;
    seeking: boolean;
    src: string;
    error: number | null;
  }>(
    `const audio = document.querySelector(arguments[0]);
     if (!audio) return null;
     return { readyState: audio.readyState, currentTime: audio.currentTime, duration: audio.duration, paused: audio.paused, seeking: audio.seeking, src: audio.currentSrc, error: audio.error && audio.error.code };`,
    selector,
  );
}

/**
 * Starts an <audio> element from a script (a guest's tap on its play button in the app's own players).
 * Muted, as the Chromium tests do: what is checked is that WebKit decodes and advances through the file.
 */
export async function playAudio(driver: WebDriver, selector: string): Promise<void> {
  const failure = await driver.executeAsyncScript<string | null>(
    `const [selector, done] = arguments;
     const audio = document.querySelector(selector);
     audio.muted = true;
     audio.play().then(() => done(null), (error) => done(String(error)));`,
    selector,
  );
  expect(failure, `play() on ${selector}`).toBeNull();
}

/** Signs the browser in as the account behind an API token: the session cookie is the same signed JWT. */
export async function signIn(driver: WebDriver, token: string): Promise<void> {
  if (!(await driver.getCurrentUrl()).startsWith(appUrl)) await driver.get(new URL("/robots.txt", appUrl).toString());
  await driver.manage().addCookie({ name: "next-auth.session-token", value: token, path: "/", httpOnly: true });
}

/** The page's voice plays from `from` seconds on (a seek first when `from` is not 0). */
export async function expectPlaysFrom(webkit: WebDriver, selector: string, from: number): Promise<void> {
  await until(
    () => audioState(webkit, selector),
    (state) => state !== null && state.readyState >= 1,
    "the voice's metadata",
  );
  if (from > 0) {
    await webkit.executeScript("const audio = document.querySelector(arguments[0]); audio.muted = true; audio.currentTime = arguments[1];", selector, from);
    await until(
      () => audioState(webkit, selector),
      (state) => !state.seeking,
      "the seek to finish",
    );
  }
  await playAudio(webkit, selector);
  const playing = await until(
    () => audioState(webkit, selector),
    (state) => state.currentTime > from + 0.3,
    `the voice playing from ${from} s`,
  );
  expect(playing.error).toBeNull();
  expect(playing.currentTime).toBeLessThan(from + 5);
  await webkit.executeScript("document.querySelector(arguments[0]).pause()", selector);
}
