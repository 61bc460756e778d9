// Shared Playwright helpers: every page a test visits is checked with axe-core (WCAG 2.0 to 2.2 A and AA,
// target-size among them, and axe's best practices), and no serious or critical violation is allowed.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { asVisitor } from "../helpers/api";
import { baseUrl } from "../helpers/env";

export { expect };

/**
 * A test that also runs in the desktop project (1280 px). Every test runs at phone width (mobile-390), where
 * guests and most hosts are; the desktop project runs only the tests tagged with this, whose layout or
 * behaviour changes with the width (the header's bar, the dashboard's grid, fields that share a row). Every
 * page is also opened at 1280 px by the screens sweep, with axe, so no page goes unchecked at that width.
 */
export const DESKTOP_TOO = { tag: "@desktop" } as const;

/**
 * Next.js prefetches every linked route in the background. For a route that does not exist yet it never
 * reads the answer, and Chromium keeps that request open, which can stall a test's teardown. Prefetching
 * is only an optimisation, so tests refuse it; real navigations are untouched.
 */
/**
 * The test payments and the local mailbox answer only a request made on this machine through no proxy
 * (docs/SECURITY.md, "Local modes, per request"). The tests play the proxy in front of the proxied instance
 * only to give each visitor an address of its own; to those pages and routes a visitor goes as a browser
 * on this machine does, without the proxy's X-Forwarded-For.
 */
const LOCAL_MODE_PATH = /^\/(test-checkout\/|test-payment-success$|billing-portal$|dev\/mailbox$|api\/test\/|api\/dev\/mailbox$)/;

export const test = base.extend<{ localRequest: APIRequestContext }>({
  // Each test is a visitor of its own, named to the proxied instance (baseURL in playwright.config.ts) as
  // the proxy in front of it would, so the per-address limits (sign-ups, searches) count each test apart.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, ...asVisitor() });
  },
  context: async ({ context }, use) => {
    await context.route(/[?&]_rsc=/, (route) => (route.request().headers()["next-router-prefetch"] ? route.abort() : route.fallback()));
    await context.route(
      (url) => LOCAL_MODE_PATH.test(url.pathname),
      (route) => {
        const { "x-forwarded-for": _proxied, ...headers } = route.request().headers();
        return route.fallback({ headers });
      },
    );
    await use(context);
  },
  // API calls to the test payments and the mailbox, from this machine (no X-Forwarded-For): with a bearer
  // token, or with a page's cookies (`cookiesOf`).
  localRequest: async ({ playwright, baseURL }, use) => {
    // Said outright: a context made here would otherwise get this test's options, the visitor's header too.
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: {} });
    await use(request);
    await request.dispose();
  },
});

/** The Cookie header of a page's browser, for `localRequest` to act as that browser. */
export async function cookiesOf(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies();
  return { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") };
}

/**
 * By tag, so that rules axe leaves off by default run too: target-size (WCAG 2.2's 24 px minimum) is one.
 * The 44 px a finger needs on phones is checked apart, in screens-sweep.spec.ts.
 */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** `soft` lets a test that checks many pages go on and report every page's violations at its end. */
export async function expectAccessible(page: Page, { soft = false }: { soft?: boolean } = {}): Promise<void> {
  // After a client-side navigation Next.js streams the new <title> in a moment later; wait for it.
  await page.waitForFunction(() => document.title.trim().length > 0);
  // A dialog fades in (0.18 s); checked mid-fade its text is semi-transparent and fails contrast. Only
  // running animations that end are awaited (a spinner runs forever), and for 2 s at most.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const settled = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  // From the top of the page: scrolled down, the sticky header lies over whatever passes under it, and
  // axe's target-size would count that as a crowded target. The scroll position is put back afterwards.
  const scrolledTo = await page.evaluate(() => {
    const y = window.scrollY;
    window.scrollTo({ top: 0, behavior: "instant" });
    return y;
  });
  // Only the violations collected, and on a page without frames axe.run in the page itself (legacy mode):
  // the same rules and the same violations, 2-3.5x faster than the builder's default, which runs each
  // frame apart and then opens a blank page of its own to join the results, and details every passing
  // node too. A page with a frame (the mailbox's mail, the table sign's preview) keeps the default, which
  // also checks inside the frame (legacy mode missed a srcdoc frame's image without alt).
  const framed = page.frames().length > 1;
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(!framed)
    .options({ resultTypes: ["violations"] })
    .analyze();
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), scrolledTo);
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const summary = blocking.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  (soft ? expect.soft : expect)(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens a page, waits for it to load and hydrate, and runs axe on it. Not "networkidle": Next.js
 * prefetches linked routes and may leave such requests open, so the network never goes idle.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expectAccessible(page);
}

// The recorder's first moments may not reach the take: this much more is recorded, so that a take of 1 s
// is never measured under the server's one-second minimum (lib/audio/limits.ts MIN_TAKE_MS).
const RECORDING_MARGIN_MS = 250;

/** Records a take of `seconds` and a little more on the page's recorder (Chromium's fake microphone) and waits for its player. */
export async function recordTake(page: Page, seconds: number): Promise<void> {
  await page.getByRole("button", { name: "Start Recording" }).click();
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await page.waitForTimeout(seconds * 1000 + RECORDING_MARGIN_MS);
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("button", { name: "Re-record" })).toBeVisible();
}

/** Signs the browser in as the account behind an API token: the session cookie is the same signed JWT. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.context().addCookies([{ name: "next-auth.session-token", value: token, url: baseUrl }]);
}

/** Pays on the test mode's checkout page, once it has loaded and hydrated (or the tap is lost). */
export async function payAtTestCheckout(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/test-checkout\/[A-Za-z0-9_-]+$/);
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("main").getByRole("button", { name: "Pay", exact: true }).click();
}

export { uniqueEmail } from "../helpers/api";

// A fixed folder (not the per-run data folder), so the latest screenshots are always in one place.
const screenshotDir = path.join(process.cwd(), ".data", "test", "screenshots");

export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}
