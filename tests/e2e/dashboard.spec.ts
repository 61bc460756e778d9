// The dashboard's guestbook tabs (spec 001 /dashboard): cards from /api/dashboard-data, search, status
// filter and sort kept through a reload, the pro counters and creation, deletion with its confirmation,
// the 5-minute cache and Refresh, and the error states (never demo data). Both widths.
import { spawnSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { databaseUrl } from "../helpers/env";
import { testSql } from "../helpers/test-database";
import { signUpSignedIn } from "./accounts";
import { DESKTOP_TOO, expect, expectAccessible, screenshot, test, visit } from "./fixtures";
import { createGuestbookOverApi } from "./guestbooks";

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function createProGuestbook(page: Page, guestbookName: string): Promise<string> {
  const response = await page.request.post("/api/subscription-guestbooks", { data: { guestbookName } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).guestbookId;
}

function admin(...args: string[]): void {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "scripts/admin.ts", ...args], { encoding: "utf8", env: process.env });
  expect(result.status, result.stdout + result.stderr).toBe(0);
}

/** Pro guestbooks are created for today; tests move one into the past, which the API refuses. */
async function setEventDate(id: string, eventDate: string): Promise<void> {
  await testSql(`UPDATE "Guestbook" SET "eventDate" = $1 WHERE id = $2`, [eventDate, id]);
}

const cards = (page: Page) => page.getByTestId("guestbook-card");
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
const cardNames = (page: Page) => cards(page).getByRole("heading").allInnerTexts();
const tabs = (page: Page) => page.getByRole("navigation", { name: "Dashboard sections" });

test.describe("guestbook tabs", () => {
  test.skip(!databaseUrl, "needs the test database (npm test) for the admin CLI");

  test("a pro host searches, filters, sorts, keeps the view through a reload and deletes", DESKTOP_TOO, async ({ page }, testInfo) => {
    // Three admin CLI runs and many page loads: more than the default minute on a slow machine.
    test.slow();
    const email = await signUpSignedIn(page, "Harper", "dash");
    await visit(page, "/dashboard");
    await expect(page.getByText("You have no audio guestbooks yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create New Guestbook" }).first()).toHaveAttribute("href", "/create-guestbook");
    // Spec 002: the guestbook credits counter, from tier1 (none on a new account).
    const guestbookCredits = page.locator("dl", { hasText: "Guestbook credits available" });
    await expect(guestbookCredits.locator("dd")).toHaveText("0");

    await createGuestbookOverApi(page.request, { guestbookName: "Ava & Sam Wedding", allowAnonymous: true });
    admin("set-tier", email, "guestbook_reseller");
    await createProGuestbook(page, "Harbor Gala");
    const pastId = await createProGuestbook(page, "Spring Recital");
    const upcomingId = await createProGuestbook(page, "Autumn Reunion");
    await setEventDate(pastId, inDays(-30));
    await setEventDate(upcomingId, inDays(60));

    // The free guestbook; a subscriber gets no 'Create New Guestbook' (spec 001 section 6).
    await visit(page, "/dashboard");
    const wedding = card(page, "Ava & Sam Wedding");
    await expect(wedding).toContainText("Wedding");
    await expect(wedding).toContainText("Free");
    await expect(wedding).toContainText("0 of 10");
    await expect(wedding).toContainText("Active");
    await expect(page.getByRole("link", { name: "Create New Guestbook" })).toHaveCount(0);
    await expect(wedding.getByRole("link", { name: /^View Guestbook/ })).toHaveAttribute("target", "_blank");

    await tabs(page)
      .getByRole("link", { name: /Pro Audio Guestbooks/ })
      .click();
    await expect(page).toHaveURL(/\?tab=subscription-guestbooks$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(tabs(page).getByRole("link", { name: "Pro Audio Guestbooks (3)" })).toBeAttached();
    const counters = page.getByRole("definition");
    await expect(counters.filter({ hasText: "Unlimited" })).toHaveCount(2);
    await expect(card(page, "Harbor Gala")).toContainText("Pro XL");
    await expect(card(page, "Spring Recital")).toContainText("Past");
    await expect(card(page, "Autumn Reunion")).toContainText("Upcoming");
    await expectAccessible(page);
    await screenshot(page, testInfo, "dashboard-pro-guestbooks");

    // Search by name, then by id.
    const search = page.getByLabel("Search");
    await search.fill("gala");
    await expect(page.getByText("Showing 1 of 3 guestbooks")).toBeVisible();
    expect(await cardNames(page)).toEqual(["Harbor Gala"]);
    await search.fill(upcomingId);
    expect(await cardNames(page)).toEqual(["Autumn Reunion"]);
    await search.fill("nothing like this");
    await expect(page.getByText("No guestbooks match your search and filter.")).toBeVisible();
    await page.getByRole("button", { name: "Show all guestbooks" }).click();
    await expect(search).toHaveValue("");
    await expect(cards(page)).toHaveCount(3);

    // Status filters.
    const filters = page.getByRole("group", { name: "Filter by status" });
    await filters.getByRole("button", { name: "Past (1)" }).click();
    expect(await cardNames(page)).toEqual(["Spring Recital"]);
    await filters.getByRole("button", { name: "Active (1)" }).click();
    expect(await cardNames(page)).toEqual(["Harbor Gala"]);
    await filters.getByRole("button", { name: "All (3)" }).click();

    // Sorting, in the browser.
    const sort = page.getByLabel("Sort by");
    await sort.selectOption({ label: "Event date, earliest first" });
    await expect.poll(() => cardNames(page)).toEqual(["Spring Recital", "Harbor Gala", "Autumn Reunion"]);
    await sort.selectOption({ label: "Event date, latest first" });
    await expect.poll(() => cardNames(page)).toEqual(["Autumn Reunion", "Harbor Gala", "Spring Recital"]);
    await sort.selectOption({ label: "Created, oldest first" });
    await expect.poll(() => cardNames(page)).toEqual(["Harbor Gala", "Spring Recital", "Autumn Reunion"]);

    // Sort, filter and search survive a reload; the tab comes back on a plain /dashboard visit.
    await sort.selectOption({ label: "Event date, latest first" });
    await filters.getByRole("button", { name: "Upcoming (1)" }).click();
    await search.fill("reunion");
    await page.evaluate(() => window.scrollTo(0, 300));
    const keptScroll = () => page.evaluate(() => JSON.stringify(Object.values(sessionStorage)));
    await expect.poll(keptScroll).toContain('\\"scrollY\\":300');
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("eventDate-desc");
    await expect(page.getByLabel("Search")).toHaveValue("reunion");
    await expect(page.getByRole("button", { name: "Upcoming (1)" })).toHaveAttribute("aria-pressed", "true");
    expect(await cardNames(page)).toEqual(["Autumn Reunion"]);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\?tab=subscription-guestbooks$/);
    await expect(page.getByLabel("Search")).toHaveValue("reunion");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await filters.getByRole("button", { name: /^All/ }).click();
    await page.getByLabel("Search").fill("");
    await expect(cards(page)).toHaveCount(3);

    // Delete asks first; Cancel keeps the guestbook.
    await card(page, "Harbor Gala")
      .getByRole("button", { name: /^Delete/ })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete Guestbook" });
    await expect(dialog).toContainText('Are you sure you want to delete "Harbor Gala"? This action cannot be undone.');
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(cards(page)).toHaveCount(3);

    await card(page, "Harbor Gala")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(card(page, "Harbor Gala")).toHaveCount(0);
    await expect(tabs(page).getByRole("link", { name: "Pro Audio Guestbooks (2)" })).toBeAttached();
    await page.reload();
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, "Harbor Gala")).toHaveCount(0);

    // The card opens the manage page.
    await card(page, "Autumn Reunion").getByRole("link", { name: "Autumn Reunion", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-guestbook/${upcomingId}$`));
  });

  test("'Create Pro Audio Guestbook' makes one and opens its manage page", async ({ page }) => {
    const email = await signUpSignedIn(page, "Quinn", "dash");
    admin("set-tier", email, "combined_pro");
    await visit(page, "/dashboard?tab=subscription-guestbooks");
    await expect(page.getByText("You have no pro audio guestbooks yet.")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^0$/ })).toBeVisible();
    await page.getByRole("button", { name: "Create Pro Audio Guestbook" }).first().click();
    await expect(page).toHaveURL(/\/manage-guestbook\/[A-Za-z0-9_-]+$/);
    const id = page.url().split("/").pop();
    const data = await (await page.request.get("/api/dashboard-data")).json();
    expect(data.subscriptionGuestbooks.map((guestbook: { id: string }) => guestbook.id)).toEqual([id]);
  });
});

test.describe("loading, cache and failures", () => {
  test("the answer is kept 5 minutes; Refresh and from_creation fetch again", async ({ page }) => {
    await signUpSignedIn(page, "Rowan", "dash");
    await createGuestbookOverApi(page.request, { guestbookName: "Cache Test", allowAnonymous: true });
    // Answers, not requests: in development React runs effects twice and the first fetch is aborted.
    let fetches = 0;
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/dashboard-data") fetches += 1;
    });
    await visit(page, "/dashboard");
    await expect(card(page, "Cache Test")).toBeVisible();
    expect(fetches).toBe(1);

    await page.reload();
    await expect(card(page, "Cache Test")).toBeVisible();
    expect(fetches).toBe(1);

    await page.getByRole("button", { name: "Refresh" }).click();
    await expect.poll(() => fetches).toBe(2);
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();

    await page.goto("/dashboard?from_creation=true");
    await expect(card(page, "Cache Test")).toBeVisible();
    expect(fetches).toBe(3);

    // A copy older than 5 minutes is not used.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith("echobook:dashboard-data:")) continue;
        const entry = JSON.parse(localStorage.getItem(key) ?? "{}");
        localStorage.setItem(key, JSON.stringify({ ...entry, savedAt: Date.now() - 300_001 }));
      }
    });
    await page.goto("/dashboard");
    await expect(card(page, "Cache Test")).toBeVisible();
    expect(fetches).toBe(4);
  });

  test("a failed load shows the error and Retry, never made-up guestbooks", async ({ page }) => {
    await signUpSignedIn(page, "Sage", "dash");
    await createGuestbookOverApi(page.request, { guestbookName: "Real One", allowAnonymous: true });
    await page.route("**/api/dashboard-data", (route) => route.fulfill({ status: 500, json: { error: "Something went wrong. Please try again." } }));
    await page.goto("/dashboard?from_creation=true");
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toContainText("Failed to fetch dashboard data");
    await expect(cards(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.unroute("**/api/dashboard-data");
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(card(page, "Real One")).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("a deletion the server refuses puts the guestbook back and says so", async ({ page }) => {
    await signUpSignedIn(page, "Tatum", "dash");
    await createGuestbookOverApi(page.request, { guestbookName: "Keep Me", allowAnonymous: true });
    await visit(page, "/dashboard");
    await page.route("**/api/guestbooks/*", (route) =>
      route.request().method() === "DELETE" ? route.fulfill({ status: 500, json: { error: "Something went wrong. Please try again." } }) : route.fallback(),
    );
    await card(page, "Keep Me")
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Failed to delete guestbook. Please refresh the page if you see any issues.");
    await expect(card(page, "Keep Me")).toBeVisible();
    await expect(tabs(page).getByRole("link", { name: "Audio Guestbooks (1)" })).toBeAttached();
  });
});

test("the guestbook tab fits 320 px and the section arrows reach settings", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signUpSignedIn(page, "Uma", "dash");
  await createGuestbookOverApi(page.request, { guestbookName: "A rather long guestbook name for a small phone screen", allowAnonymous: true });
  await visit(page, "/dashboard");
  await expect(cards(page)).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(tabs(page).getByRole("link", { name: "Audio Cards (0)" })).toBeInViewport();

  await tabs(page).getByRole("button", { name: "Next tabs" }).click();
  const settings = tabs(page).getByRole("link", { name: "Account Settings" });
  await expect(settings).toBeInViewport();
  await expect(tabs(page).getByRole("button", { name: "Show Account Settings" })).toHaveAttribute("aria-current", "true");
  await settings.click();
  await expect(page).toHaveURL(/\?tab=settings$/);
});
