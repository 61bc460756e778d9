// The WebKit phase's fixtures: each Playwright worker starts its own WebKitWebDriver, and each test gets a
// fresh MiniBrowser (WebKitGTK) session through it, driven over W3C WebDriver with selenium-webdriver.
// `npm test` starts Xvfb and hands the display over (DISPLAY) with the browser's path (WEBKIT_BROWSER).
// The microphone is WebKit's mock capture device: a steady tone, as Chromium's fake one is.
import { test as base, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Builder, type WebDriver, type WebElement } from "selenium-webdriver";
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
  // Its output is WebKit's processes' own chatter (no D-Bus session here, and so on); failures reach the tests.
  const driver = spawn("WebKitWebDriver", [`--port=${port}`], { stdio: "ignore" });
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

export const test = base.extend<{ webkit: WebDriver }, { webDriverUrl: string; sessionOptions: TSessionOptions; webkitSession: WebDriver }>({
  // A worker option: a spec file that asks for other options (test.use) gets a worker, and a browser, of its own.
  sessionOptions: [{ mediaStream: true }, { option: true, scope: "worker" }],
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
  // One MiniBrowser for the worker's tests (starting WebKit's processes takes seconds on a busy machine)...
  webkitSession: [
    async ({ webDriverUrl, sessionOptions }, use) => {
      const driver = await openBrowser(webDriverUrl, sessionOptions);
      try {
        await use(driver);
      } finally {
        await driver.quit().catch(() => undefined);
      }
    },
    { scope: "worker" },
  ],
  // ...and each test in it a new visitor: no cookies, nothing in the site's storage.
  webkit: async ({ webkitSession }, use) => {
    await webkitSession.get(new URL("/robots.txt", appUrl).toString());
    await webkitSession.manage().deleteAllCookies();
    await webkitSession.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       localStorage.clear();
       sessionStorage.clear();
       indexedDB.databases().then((all) => Promise.all(all.map((db) => new Promise((resolve) => { const request = indexedDB.deleteDatabase(db.name); request.onsuccess = request.onerror = request.onblocked = resolve; })))).then(() => done(), () => done());`,
    );
    await use(webkitSession);
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

/**
 * A visible control (button or link) named `name` as a screen reader would (its aria-label, or its text
 * without aria-hidden icons), waited for. `within` is a CSS selector to search in.
 */
export async function control(driver: WebDriver, name: string, { within = "body", timeoutMs = 15_000 } = {}): Promise<WebElement> {
  const found = until(
    () =>
      driver.executeScript<WebElement | null>(
        `const [name, within] = arguments;
         const textOf = (node) => node.nodeType === Node.TEXT_NODE ? node.textContent
           : node.nodeType === Node.ELEMENT_NODE && node.getAttribute("aria-hidden") !== "true" ? Array.from(node.childNodes).map(textOf).join("") : "";
         for (const element of document.querySelectorAll(within + " button, " + within + " a")) {
           const label = (element.getAttribute("aria-label") || textOf(element)).replace(/\\s+/g, " ").trim();
           if (label === name && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden") return element;
         }
         return null;`,
        name,
        within,
      ),
    (element) => element !== null,
    `the control "${name}"`,
    timeoutMs,
  ) as Promise<WebElement>;
  // Not there: say what the page shows instead.
  return found.catch(async (error: Error) => {
    const shown = await driver.executeScript<string>("return document.body.innerText.slice(0, 600)").catch(() => "");
    throw new Error(`${error.message}; the page shows: ${JSON.stringify(shown)}`);
  });
}

/** Clicks the control named `name` once it is visible and enabled. */
export async function press(driver: WebDriver, name: string, options: { within?: string; timeoutMs?: number } = {}): Promise<void> {
  const element = await control(driver, name, options);
  await until(() => element.isEnabled(), Boolean, `"${name}" enabled`);
  await driver.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", element);
  try {
    await element.click();
  } catch (error) {
    // What lies where a finger would tap, to tell a covered control from one WebKit will not scroll to.
    const atPoint = await driver.executeScript<string>(
      `const box = arguments[0].getBoundingClientRect();
       const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
       return JSON.stringify({ box, viewport: [innerWidth, innerHeight], scrollY, top: top && top.outerHTML.slice(0, 300) });`,
      element,
    );
    throw new Error(`"${name}" could not be pressed (${String(error)}): ${atPoint}`);
  }
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

/**
 * The value of the field labelled `label`, read in the page and retried: WebKitWebDriver's getAttribute atom
 * now and then answers "Could not parse script result" while React re-renders the field.
 */
export async function fieldValue(driver: WebDriver, label: string): Promise<string> {
  const element = await field(driver, label);
  return until(
    () => driver.executeScript<string>("return arguments[0].value", element),
    (value) => typeof value === "string" && value.length > 0,
    `the value of "${label}"`,
  );
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
  // A dialog fades in: checked mid-fade its text is semi-transparent and fails contrast. Animations that end
  // are awaited (a spinner runs forever), for 2 s at most, as in the Chromium phase.
  // Two frames first: a dialog whose text is already in the page may open (and start fading) on the next one.
  await driver.executeAsyncScript(
    `const done = arguments[arguments.length - 1];
     new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))).then(() => {
       const ending = document.getAnimations().filter((animation) => animation.playState === "running" && Number.isFinite(Number(animation.effect && animation.effect.getComputedTiming().endTime)));
       return Promise.race([Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 2000))]);
     }).then(() => done());`,
  );
  if (!(await driver.executeScript<boolean>("return typeof window.axe === 'object'"))) await driver.executeScript(axeSource);
  const violations = await driver.executeAsyncScript<TAxeViolation[]>(
    `const done = arguments[arguments.length - 1];
     window.scrollTo(0, 0);
     window.axe.run(document, { runOnly: { type: "tag", values: arguments[0] }, resultTypes: ["violations"] }).then((results) => done(results.violations), (error) => done([{ id: "axe-error", impact: "critical", help: String(error), nodes: [] }]));`,
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
