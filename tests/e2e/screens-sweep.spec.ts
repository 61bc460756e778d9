// Screens that hold on every phone (issue 22): every page of the product, signed out and signed in, at
// 320, 390 and 1280 px, with ordinary data and with long-word data (sweep-data.ts). On each: no sideways
// scroll, no two controls of a form on top of each other, axe clean (WCAG 2.2 AA, fixtures.ts), no console
// error, on phones every control a finger can hit at least 44 x 44 px, and every link on the page leads to
// a page that exists (Next.js prefetches them). Runs in the "sweep" Playwright project only, setting the
// width per step. Screenshots: .data/test/screenshots/sweep/{page}-{data}-{width}.png.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, recordTake, signInWithToken, test } from "./fixtures";
import { makeSweepData, SWEEP_TEXTS, type TSweepData } from "./sweep-data";

type TSweepPage = {
  name: string;
  /** Whose browser: a signed-out visitor, the Business Pro admin, or a user with no plan. */
  as: "visitor" | "owner" | "free";
  path: (data: TSweepData) => string;
  /** What a person does on the page first, to reach the state swept (a wizard's later step). */
  act?: (page: Page, data: TSweepData) => Promise<void>;
  /** The document answers 404 on purpose. */
  notFound?: true;
  /** Shows none of the data: swept with the first set only. */
  noData?: true;
  /** Links in running text count too: a guest or a new host taps them (issue 36). */
  strictTouch?: true;
  /** The button a visitor came for, which a 320 x 640 phone must show without scrolling (issue 36). */
  firstScreen?: string;
  /** What else must hold on the narrowest phone. */
  at320?: (page: Page, step: string) => Promise<void>;
};

const WIDTHS = [320, 390, 1280] as const;
const PHONE_MAX_WIDTH = 480;
const MIN_TOUCH = 44;

async function toCreateStepTwo(page: Page, data: TSweepData): Promise<void> {
  await page.getByLabel("Guestbook name").fill(data.texts.title);
  await page.getByRole("radio", { name: "Wedding" }).check();
  // The user's free guestbook rules out another free one.
  await page.getByRole("radio", { name: /^Medium/ }).check();
  await page.getByRole("radiogroup", { name: "Allow anonymous recordings?" }).getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: /^Event date/ }).click();
  const dialog = page.getByRole("dialog", { name: "Select Date" });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Step 2: Personalize" }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Personalize" })).toBeFocused();
  await page.getByRole("radiogroup", { name: "Would you like to personalize your guestbook?" }).getByRole("radio", { name: "Yes" }).check();
  await page.getByLabel("Title", { exact: true }).fill(data.texts.title);
}

async function toCardStepTwo(page: Page, data: TSweepData): Promise<void> {
  await recordTake(page, 1);
  await page.getByRole("button", { name: "Step 2: Personalize" }).click();
  await expect(page.getByRole("heading", { name: "Step 2: Personalize" })).toBeFocused();
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByText("2. Bottom style").click();
  await page.getByLabel("Title", { exact: true }).fill(data.texts.title);
}

/** The native player spans the card, without the overflow menu, so its seek bar keeps a usable width. */
async function playerKeepsItsSeekBar(page: Page, step: string): Promise<void> {
  const audio = page.locator("audio[controls]");
  expect.soft((await audio.boundingBox())?.width ?? 0, `${step}: player width`).toBeGreaterThanOrEqual(250);
  await expect.soft(audio, `${step}: player menu`).toHaveAttribute("controlslist", /nodownload.*noplaybackrate/);
}

/** 'Upgrade' beside the tier is one line, not 'Upgrad/e' (issue 36). */
async function upgradeStaysOneWord(page: Page, step: string): Promise<void> {
  const upgrade = page.getByRole("button", { name: "Upgrade", exact: true });
  await expect(upgrade, step).toBeVisible();
  const lines = await upgrade.evaluate((button) => {
    const range = document.createRange();
    range.selectNodeContents(button);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect.soft(lines, `${step}: Upgrade on one line`).toBe(1);
}

async function toRecordedTake(page: Page): Promise<void> {
  await recordTake(page, 1);
}

async function openQrDesigner(page: Page): Promise<void> {
  // The guestbook's own code, the first of the page's: the sweep's guestbook also has a listening link and
  // a wall link, each with a code of its own further down.
  await page.getByRole("button", { name: "Show QR Code" }).first().click();
  await page.getByRole("button", { name: "Customize QR Code" }).click();
}

/** Every page of the product. Pages added later (privacy, reset-password, the dev mailbox, admin messages) go here. */
const SWEEP_PAGES: readonly TSweepPage[] = [
  { name: "landing", as: "visitor", noData: true, path: () => "/" },
  { name: "record", as: "visitor", noData: true, path: () => "/record" },
  { name: "record-signed-in", as: "free", path: () => "/record" },
  { name: "record-take", as: "free", path: () => "/record", act: toRecordedTake },
  { name: "login", as: "visitor", noData: true, path: () => "/login" },
  { name: "signup", as: "visitor", noData: true, strictTouch: true, path: () => "/signup" },
  { name: "forgot-password", as: "visitor", noData: true, strictTouch: true, path: () => "/forgot-password" },
  { name: "terms", as: "visitor", noData: true, path: () => "/terms" },
  { name: "privacy", as: "visitor", noData: true, path: () => "/privacy" },
  { name: "reset-password-invalid", as: "visitor", noData: true, path: () => "/reset-password/not-a-real-token" },
  { name: "dev-mailbox", as: "visitor", noData: true, path: () => "/dev/mailbox" },
  { name: "account-deleted", as: "visitor", noData: true, path: () => "/account-deleted" },
  { name: "start-exploring", as: "visitor", path: () => "/start-exploring" },
  { name: "not-found", as: "visitor", noData: true, path: () => "/no-such-page", notFound: true },
  { name: "live-guestbook", as: "visitor", strictTouch: true, firstScreen: "Start Recording", path: (d) => `/live-guestbook/${d.guestbookId}` },
  { name: "message", as: "visitor", path: (d) => d.messagePath, at320: playerKeepsItsSeekBar },
  { name: "listening", as: "visitor", path: (d) => d.listenPath },
  { name: "wall", as: "visitor", path: (d) => d.wallPath },
  // The mailed co-host invitation, opened signed out (sign in to accept) and by the invited account (accept).
  { name: "cohost-invitation", as: "visitor", path: (d) => d.cohostPath },
  { name: "cohost-invitation-invitee", as: "free", path: (d) => d.cohostPath },
  { name: "message-embed", as: "visitor", path: (d) => d.messagePath.replace("/message/", "/embed/message/") },
  { name: "card", as: "visitor", firstScreen: "Play", path: (d) => `/personal-message/${d.cardId}` },
  { name: "pro-card", as: "visitor", firstScreen: "Play Message", path: (d) => `/audio/${d.proCardId}` },
  { name: "pro-card-unrecorded", as: "visitor", path: (d) => `/audio/${d.unrecordedProCardId}` },
  { name: "dashboard", as: "free", path: () => "/dashboard" },
  { name: "dashboard-guestbooks", as: "owner", path: () => "/dashboard" },
  { name: "dashboard-cards", as: "owner", path: () => "/dashboard?tab=audio-messages" },
  { name: "dashboard-pro-guestbooks", as: "owner", path: () => "/dashboard?tab=subscription-guestbooks" },
  { name: "dashboard-pro-cards", as: "owner", path: () => "/dashboard?tab=subscription-audio-messages" },
  { name: "dashboard-settings", as: "owner", path: () => "/dashboard?tab=settings" },
  { name: "create-guestbook-1", as: "free", path: () => "/create-guestbook" },
  { name: "create-guestbook-2", as: "free", path: () => "/create-guestbook", act: toCreateStepTwo },
  { name: "create-guestbook-3", as: "free", path: (d) => `/create-guestbook?guestbookId=${d.freeGuestbookId}` },
  { name: "edit-guestbook", as: "owner", path: (d) => `/edit-guestbook/${d.guestbookId}` },
  { name: "manage-guestbook-details", as: "owner", path: (d) => `/manage-guestbook/${d.guestbookId}`, at320: upgradeStaysOneWord },
  { name: "manage-guestbook-qr", as: "owner", path: (d) => `/manage-guestbook/${d.guestbookId}`, act: openQrDesigner },
  { name: "manage-guestbook-recordings", as: "owner", path: (d) => `/manage-guestbook/${d.guestbookId}?tab=recordings` },
  { name: "manage-guestbook-personalization", as: "owner", path: (d) => `/manage-guestbook/${d.guestbookId}?tab=personalization` },
  { name: "guestbook-preview", as: "owner", path: (d) => `/guestbook/${d.guestbookId}` },
  { name: "card-wizard-1", as: "free", path: () => "/personal-message" },
  { name: "card-wizard-2", as: "free", path: () => "/personal-message", act: toCardStepTwo },
  { name: "manage-card", as: "owner", path: (d) => `/manage-audio-message/${d.cardId}` },
  { name: "manage-card-settings", as: "owner", path: (d) => `/manage-audio-message/${d.cardId}?tab=settings` },
  { name: "manage-pro-card", as: "owner", path: (d) => `/manage-pro-audio-message/${d.proCardId}` },
  { name: "manage-pro-card-settings", as: "owner", path: (d) => `/manage-pro-audio-message/${d.proCardId}?tab=settings` },
  { name: "subscribe", as: "free", path: () => "/subscribe/reseller" },
  { name: "test-checkout", as: "owner", path: (d) => `/test-checkout/${d.openCheckoutId}` },
  { name: "payment-success", as: "owner", path: (d) => `/payment-success?session_id=${d.paidSessionId}` },
  { name: "payment-cancel", as: "owner", path: () => "/payment-cancel" },
  { name: "billing-portal", as: "owner", path: () => "/billing-portal" },
  { name: "admin-blog", as: "owner", path: () => "/admin/blog" },
  { name: "admin-messages", as: "owner", path: () => "/admin/messages" },
  { name: "admin-blog-new", as: "owner", path: () => "/admin/blog/new" },
  { name: "admin-blog-edit", as: "owner", path: (d) => `/admin/blog/${d.blogPostId}` },
];

const screenshotDir = path.join(process.cwd(), ".data", "test", "screenshots", "sweep");
/**
 * Every step's full-page screenshot, for looking the screens over (SWEEP_SCREENSHOTS=1): about 300 of them a
 * run, so `npm test` leaves them off; a failing step still gets Playwright's screenshot (playwright.config.ts).
 */
const SCREENSHOTS = process.env.SWEEP_SCREENSHOTS === "1";
const datasets: TSweepData[] = [];
const checkedLinks = new Set<string>();

test.beforeAll(async ({ playwright }, testInfo) => {
  // Two sets of accounts, guestbooks, recordings, cards and payments: a few seconds on an idle machine.
  test.setTimeout(600_000);
  mkdirSync(screenshotDir, { recursive: true });
  const baseURL = String(testInfo.project.use.baseURL);
  for (const texts of SWEEP_TEXTS) datasets.push(await madeWithRetries(() => makeSweepData(playwright, baseURL, texts), texts.label));
});

/**
 * The sweep's data, made again after a failure (an upload refused with 503 while the media slots are busy,
 * a request timing out on a loaded machine): a failed beforeAll fails one page and skips every other page
 * this worker had left. CI's one failure on stop 56 looked like that: 24 tests fewer, e2e 9 minutes shorter.
 */
async function madeWithRetries<T>(make: () => Promise<T>, label: string, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`[sweep] making the ${label} data failed (attempt ${attempt} of ${attempts}), again in 5 s: ${String(error).slice(0, 500)}`);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
    }
  }
}

/** Console errors and uncaught exceptions, but not the route prefetches the fixtures refuse. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" || message.location().url.includes("_rsc=")) return;
    // These machines have no internet: a third-party script (Google's sign-in) cannot even be looked up.
    // Anything the app's own origin fails to load still counts.
    const from = message.location().url;
    if (/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(message.text()) && from && new URL(from).origin !== new URL(page.url()).origin) return;
    errors.push(`${message.text()} (${from})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Controls of one form whose boxes overlap (more than a pixel each way). */
function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}[${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}]`;
    const found: string[] = [];
    for (const form of Array.from(document.querySelectorAll("form"))) {
      const controls = Array.from(form.querySelectorAll("input:not([type=hidden]), select, textarea, button"))
        .filter((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          // checkVisibility: not inside a closed <details> either (its content keeps a stale box).
          return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && style.opacity !== "0" && element.checkVisibility();
        })
        .map((element) => ({ element, box: element.getBoundingClientRect() }));
      for (let i = 0; i < controls.length; i++) {
        for (let j = i + 1; j < controls.length; j++) {
          const [a, b] = [controls[i], controls[j]];
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (across > 1 && down > 1) found.push(`${describe(a.element)} × ${describe(b.element)}`);
        }
      }
    }
    return found;
  });
}

/**
 * Controls a finger meets that are smaller than 44 x 44 px. The touch area of a checkbox or radio takes
 * in its label, and of a link or button its padding and any pseudo-element laid over a larger area; links
 * inside running text are left out (WCAG's inline exception).
 */
function smallTouchTargets(page: Page, minimum: number, strict = false): Promise<string[]> {
  return page.evaluate(
    ([min, inlineCounts]) => {
      const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=switch], [tabindex='0']";
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        if (element.closest("[inert], [aria-hidden=true]") || (element as HTMLButtonElement).disabled || !element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        let box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
        if (element.tagName === "A" && style.display === "inline" && !inlineCounts) {
          const block = element.parentElement;
          if (block && (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length) continue;
        }
        // A pseudo-element placed over a larger area (a card's stretched link) is part of the touch area.
        for (const pseudo of ["::before", "::after"]) {
          const part = getComputedStyle(element, pseudo);
          if (part.content === "none" || part.position !== "absolute") continue;
          const [width, height] = [parseFloat(part.width), parseFloat(part.height)];
          if (width > box.width && height > box.height) box = new DOMRect(box.left, box.top, width, height);
        }
        const label = element instanceof HTMLInputElement ? (element.labels?.[0] ?? null) : null;
        if (label) {
          const outer = label.getBoundingClientRect();
          const left = Math.min(box.left, outer.left);
          const top = Math.min(box.top, outer.top);
          box = new DOMRect(left, top, Math.max(box.right, outer.right) - left, Math.max(box.bottom, outer.bottom) - top);
        }
        if (box.width < min - 0.5 || box.height < min - 0.5) {
          const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30);
          found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]}[${name}] ${Math.round(box.width)}x${Math.round(box.height)}`);
        }
      }
      return found;
    },
    [minimum, strict] as const,
  );
}

/**
 * Text and controls that reach past the window's side edges, or past the box that clips them (a phone
 * preview cutting its text). Whatever lies wholly outside the window is hidden on purpose (the skip link);
 * a box that scrolls sideways shows the rest of its content.
 */
function stickingOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").split(" ")[0]}[${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30)}]`;
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      if (element.closest(".visually-hidden, [hidden]") || !element.checkVisibility({ visibilityProperty: true })) continue;
      const ownText = Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim());
      if (!ownText && !element.matches("a[href], button, input, select, textarea, audio, video, li")) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // The nearest ancestor that does not let it overflow: one that scrolls shows the rest (a tab strip).
      let clipper: Element | null = null;
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === "visible") continue;
        clipper = parent;
        break;
      }
      if (clipper && ["auto", "scroll"].includes(getComputedStyle(clipper).overflowX)) continue;
      if ((box.right > width + 1 && box.left < width - 1) || (box.left < -1 && box.right > 1)) {
        found.push(`${describe(element)} spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
        continue;
      }
      if (clipper) {
        const clip = clipper.getBoundingClientRect();
        if (box.right > clip.right + 1 || box.left < clip.left - 1) found.push(`${describe(element)} cut by ${describe(clipper)}`);
      }
    }
    return found;
  });
}

/** Links to this site's pages, each asked for once in the run: none may be missing. */
async function expectLinksResolve(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const href of hrefs) {
    const url = new URL(href);
    // The skip link (#main) points at the page itself, which is the 404 page's own missing address.
    if (url.origin !== origin || url.pathname.startsWith("/api/") || url.pathname === new URL(page.url()).pathname || checkedLinks.has(url.pathname)) continue;
    checkedLinks.add(url.pathname);
    const response = await page.request.get(url.pathname, { maxRedirects: 0 });
    expect(response.status(), `link to ${url.pathname} on ${page.url()}`).not.toBe(404);
  }
}

// SWEEP_ONLY=dashboard,edit-guestbook sweeps only those pages (while fixing them).
const only = process.env.SWEEP_ONLY?.split(",");

for (const entry of SWEEP_PAGES.filter((candidate) => !only || only.includes(candidate.name))) {
  test(entry.name, async ({ page }) => {
    // Six loads, each with axe and a full-page screenshot.
    test.setTimeout(180_000);
    for (const data of entry.noData ? datasets.slice(0, 1) : datasets) {
      await page.context().clearCookies();
      if (entry.as !== "visitor") await signInWithToken(page, entry.as === "owner" ? data.ownerToken : data.freeToken);
      for (const width of WIDTHS) {
        const step = `${entry.name} ${data.texts.label} ${width}px`;
        await page.setViewportSize({ width, height: width < PHONE_MAX_WIDTH ? 720 : 800 });
        const errors = watchConsole(page);
        const response = await page.goto(entry.path(data), { waitUntil: "load" });
        expect(response?.status(), step).toBe(entry.notFound ? 404 : 200);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        if (entry.act) await entry.act(page, data);
        // From the top, so the sticky header covers nothing axe measures (an act may have scrolled).
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        if (SCREENSHOTS) await page.screenshot({ path: path.join(screenshotDir, `${entry.name}-${data.texts.label}-${width}.png`), fullPage: true });

        const scroll = await page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
        expect.soft(scroll.scrollWidth, `${step}: sideways scroll`).toBeLessThanOrEqual(scroll.innerWidth);
        expect.soft(await overlappingControls(page), `${step}: overlapping controls`).toEqual([]);
        expect.soft(await stickingOut(page), `${step}: sticking out`).toEqual([]);
        if (width < PHONE_MAX_WIDTH) expect.soft(await smallTouchTargets(page, MIN_TOUCH, entry.strictTouch), `${step}: touch targets under 44 px`).toEqual([]);
        if (entry.at320 && width === 320) await entry.at320(page, step);
        if (entry.firstScreen && width === 320) {
          await page.setViewportSize({ width, height: 640 });
          const box = await page.getByRole("button", { name: entry.firstScreen, exact: true }).boundingBox();
          expect.soft(box && box.y + box.height, `${step}: ${entry.firstScreen} within a 320 x 640 screen`).toBeLessThanOrEqual(640);
        }
        await expectAccessible(page, { soft: true });
        page.removeAllListeners("console");
        page.removeAllListeners("pageerror");
        const expected = entry.notFound ? errors.filter((error) => !/status of 404/.test(error)) : errors;
        expect.soft(expected, `${step}: console errors`).toEqual([]);
      }
      await expectLinksResolve(page);
    }
  });
}
