// The blog (issue 14), at both viewports with axe on every page: an admin writes a post with a link, a
// list and a <script> attempt and publishes it, and a signed-out visitor reads it with the link working
// and nothing run; Read More / Read Less and Load More across 13 posts; an empty blog says 'Coming Soon'.
// Each test starts from an empty blog (only these tests and the blog's integration tests write posts).
import type { Page } from "@playwright/test";
import { testSql } from "../helpers/test-database";
import { signUpSignedIn } from "./accounts";
import { expect, expectAccessible, screenshot, test, visit } from "./fixtures";

const LONG_TEXT = "Guests love to hear their own voices years later. ".repeat(5).trim();

test.beforeEach(async () => {
  await testSql(`DELETE FROM "BlogPost"`, []);
});

/** Fails the test on any dialog (alert from a script) and collects console errors. */
function watchForScripts(page: Page): string[] {
  const errors: string[] = [];
  page.on("dialog", (dialog) => {
    errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    // The fixtures abort Next's route prefetches (`_rsc=`), which Chromium reports as failed loads.
    if (message.type() === "error" && !message.location().url.includes("_rsc=")) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("an empty blog shows 'Coming Soon'", async ({ page }, testInfo) => {
  await testSql(`INSERT INTO "BlogPost" (id, title, content, "publishedAt") VALUES ($1, 'A draft', '<p>not yet</p>', NULL)`, [`draft${Date.now()}`]);
  await visit(page, "/start-exploring");
  await expect(page.getByRole("heading", { level: 1, name: "Do More With Echobook" })).toBeVisible();
  await expect(page.getByText("Coming Soon")).toBeVisible();
  await expect(page.getByText("A draft")).toHaveCount(0);
  await screenshot(page, testInfo, "blog-empty");
});

test("Read More / Read Less with the photographer's credit, and Load More across 13 posts", async ({ page }, testInfo) => {
  const now = Date.now();
  for (let index = 0; index < 13; index++) {
    const newest = index === 0;
    await testSql(
      `INSERT INTO "BlogPost" (id, title, content, "imageUrl", "imageAlt", "imagePhotographer", "publishedAt") VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        `e2epost${now}${index}`,
        `Post number ${index + 1}`,
        newest ? `<p>${LONG_TEXT}</p><p>The <b>very end</b> of the story.</p>` : `<p>Short post ${index + 1}.</p>`,
        "/stock/anniversary-by-the-water.jpg",
        "Two chairs by the water",
        newest ? "Risto Saukonpää" : null,
        new Date(now - index * 60_000),
      ],
    );
  }
  const errors = watchForScripts(page);
  await visit(page, "/start-exploring");
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(12);

  const first = cards.first();
  await expect(first.getByRole("heading", { name: "Post number 1" })).toBeVisible();
  // The excerpt, before the whole post (hidden) in the card.
  await expect(first.getByText(LONG_TEXT.slice(0, 40)).first()).toBeVisible();
  await expect(first.getByText("The very end of the story.")).toBeHidden();
  await expect(first.getByText(/Photo by Risto/)).toHaveCount(0);
  await first.getByRole("button", { name: /Read More/ }).click();
  await expect(first.getByText("very end")).toBeVisible();
  await expect(first.getByText("Photo by Risto Saukonpää")).toBeVisible();
  await screenshot(page, testInfo, "blog-expanded");
  await first.getByRole("button", { name: /Read Less/ }).click();
  await expect(first.getByText("very end")).toBeHidden();
  await expect(first.getByRole("button", { name: /Read More/ })).toHaveAttribute("aria-expanded", "false");
  await expect(cards.nth(1).getByRole("button", { name: /Read More/ })).toHaveCount(0);

  const nextPage = page.waitForRequest((request) => request.url().includes("/api/blog-posts/public"));
  await page.getByRole("button", { name: "Load More" }).click();
  expect(new URL((await nextPage).url()).search).toBe("?page=2&limit=12");
  await expect(cards).toHaveCount(13);
  await expect(cards.last().getByRole("heading", { name: "Post number 13" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("an admin writes and publishes a post; a signed-out visitor reads it, the link works and no script runs", async ({ page, baseURL }, testInfo) => {
  const email = await signUpSignedIn(page, "Ada", "blogadmin");
  await testSql(`UPDATE "User" SET "isAdmin" = true WHERE email = $1`, [email]);
  const title = `Ideas for your guestbook ${Date.now()}`;
  const linkTarget = new URL("/record", baseURL).toString();

  await visit(page, "/admin/blog");
  await expect(page.getByRole("heading", { name: "Blog Posts" })).toBeVisible();
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page.getByRole("heading", { name: "New Post" })).toBeVisible();
  await page.waitForLoadState("load");
  await page.getByLabel("Title").fill(title);

  await page.getByRole("button", { name: "Choose Cover Image" }).click();
  await page
    .getByRole("button", { name: /^Use photo:/ })
    .first()
    .click();
  await expect(page.getByText(/^Photo by /)).toBeVisible();
  await page.getByLabel("Cover image description").fill("A calm lake at dusk");

  const editor = page.getByRole("textbox", { name: "Content" });
  await editor.click();
  await page.keyboard.type("Start with our recorder");
  for (let index = 0; index < "recorder".length; index++) await page.keyboard.press("Shift+ArrowLeft");
  await page.getByRole("button", { name: "Link", exact: true }).click();
  await page.getByLabel("Link address").fill(linkTarget);
  await page.getByRole("button", { name: "Add link" }).click();
  await editor.press("End");
  await editor.press("Enter");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Ask about the first dance");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Ask for advice");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("<script>window.__blogPwned = true; alert('pwned')</script>");
  await expect(editor.locator("ul li")).toHaveCount(2);
  await expect(editor.getByRole("link", { name: "recorder" })).toHaveAttribute("href", linkTarget);

  await page.getByLabel("Published on the blog").check();
  await expectAccessible(page);
  await screenshot(page, testInfo, "blog-editor");
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText(/^Published/)).toBeVisible();
  await expectAccessible(page);

  // Signed out: the same browser without its session cookie.
  await page.context().clearCookies();
  const visitor = page;
  const errors = watchForScripts(visitor);
  await visit(visitor, "/start-exploring");
  const card = visitor.getByRole("article").filter({ hasText: title });
  await expect(card.getByRole("img", { name: "A calm lake at dusk" })).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText(["Ask about the first dance", "Ask for advice"]);
  await expect(card.getByText("<script>window.__blogPwned = true; alert('pwned')</script>")).toBeVisible();
  expect(await visitor.evaluate(() => (window as unknown as { __blogPwned?: boolean }).__blogPwned)).toBeUndefined();
  const link = card.getByRole("link", { name: "recorder" });
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await screenshot(visitor, testInfo, "blog-visitor");
  await link.click();
  await expect(visitor).toHaveURL(/\/record$/);
  expect(errors).toEqual([]);
});
