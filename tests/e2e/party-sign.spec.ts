// Issue 50 on the host's pages: a guestbook made in the wizard from a browser in New York keeps New York
// as its time zone, and the host's list shows its messages' times in New York, also to a browser in
// Tokyo; the manage page's "Print a table sign" dialog previews the PDF and links to it, for each paper.
import type { Page } from "@playwright/test";
import { registerOverApi } from "../helpers/accounts";
import { makeToneBytes } from "../helpers/audio";
import { recordAsGuest, todayUtc } from "../helpers/guestbooks";
import { testSql } from "../helpers/test-database";
import { expect, expectAccessible, signInWithToken, test, visit } from "./fixtures";
import { pickDateNextWeek, seedGuestbook, updateGuestbook } from "./guestbooks";

const AT = new Date("2026-06-14T22:30:00Z");
const inZone = (timeZone: string) =>
  `${new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone }).format(AT)}, ${new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone }).format(AT)}`;

async function createInWizard(page: Page): Promise<string> {
  await visit(page, "/create-guestbook");
  await page.getByRole("radio", { name: "Wedding" }).check();
  await page.getByRole("radio", { name: /^Free/ }).check();
  await page.getByRole("radiogroup", { name: "Allow anonymous recordings?" }).getByRole("radio", { name: "Yes" }).check();
  await pickDateNextWeek(page);
  await page.getByRole("button", { name: "Step 2: Personalize" }).click();
  await page.getByRole("radiogroup", { name: "Would you like to personalize your guestbook?" }).getByRole("radio", { name: "No" }).check();
  await page.getByRole("button", { name: "Step 3: Create & Share" }).click();
  await expect(page.getByText("Guestbook Created Successfully!")).toBeVisible();
  const publicUrl = await page.getByRole("link", { name: /View Guestbook/ }).getAttribute("href");
  return publicUrl!.split("/").pop()!;
}

test.describe("a guestbook made in New York", () => {
  test.use({ timezoneId: "America/New_York" });

  test("keeps New York's time zone, and the host's list shows New York times wherever it is opened", async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    const { token } = await registerOverApi(request, "Nora");
    await signInWithToken(page, token);
    const guestbookId = await createInWizard(page);
    // The wizard's date is next week: moved to today so a guest may record now.
    await updateGuestbook(request, { id: guestbookId, token }, { eventDate: todayUtc() });
    const take = await recordAsGuest({ guestbookId, audio: await makeToneBytes(1, "webm"), guestName: "Ana" });
    expect(take.status).toBe(201);
    await testSql(`UPDATE "Recording" SET "createdAt" = $1 WHERE id = $2`, [AT, String(take.body.id)]);

    await visit(page, `/manage-guestbook/${guestbookId}`);
    await expect(page.getByText("America/New York")).toBeVisible();
    await visit(page, `/manage-guestbook/${guestbookId}?tab=recordings`);
    const list = page.getByRole("list", { name: "Recordings" });
    await expect(list).toContainText(inZone("America/New_York"));

    // The same list in a browser set to Tokyo still says New York's time: the event's, not the viewer's.
    const tokyo = await browser.newContext({ timezoneId: "Asia/Tokyo", baseURL, viewport: page.viewportSize() ?? undefined });
    try {
      const away = await tokyo.newPage();
      await signInWithToken(away, token);
      await away.goto(`/manage-guestbook/${guestbookId}?tab=recordings`);
      await expect(away.getByRole("list", { name: "Recordings" })).toContainText(inZone("America/New_York"));
      expect(inZone("Asia/Tokyo")).not.toBe(inZone("America/New_York"));
      await expect(away.getByRole("list", { name: "Recordings" })).not.toContainText(inZone("Asia/Tokyo"));
    } finally {
      await tokyo.close();
    }

    // The edit page offers the zone to change.
    await visit(page, `/edit-guestbook/${guestbookId}`);
    await expect(page.getByLabel("Event time zone")).toHaveValue("America/New_York");
  });
});

test("the manage page's table sign dialog previews the sign and links to its PDF", async ({ page, request }) => {
  const { id, token } = await seedGuestbook(request, { firstName: "Tia", fields: { title: "Tia & Sam" } });
  await signInWithToken(page, token);
  await visit(page, `/manage-guestbook/${id}`);
  await page.getByRole("button", { name: "Print a table sign" }).click();
  const dialog = page.getByRole("dialog", { name: "Print a table sign" });
  await expect(dialog).toBeVisible();
  const download = dialog.getByRole("link", { name: "Download the sign (PDF)" });
  await expect(download).toHaveAttribute("href", `/api/guestbooks/${id}/sign.pdf?size=a5`);
  await expect(dialog.locator("iframe")).toHaveAttribute("src", `/api/guestbooks/${id}/sign.pdf?size=a5`);
  // A tent card only on the big papers.
  await expect(dialog.getByLabel("Layout").locator("option")).toHaveCount(1);
  await dialog.getByLabel("Paper size").selectOption("letter");
  await dialog.getByLabel("Layout").selectOption("tent");
  await expect(download).toHaveAttribute("href", `/api/guestbooks/${id}/sign.pdf?size=letter&layout=tent`);
  await expectAccessible(page);

  const pdf = await page.request.get((await download.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The QR designer's look goes on the sign: a square code without the logo, kept in this browser for the next visit.
  await page.getByRole("button", { name: "Show QR Code" }).click();
  await page.getByRole("button", { name: /Customize/i }).click();
  await page.getByRole("radio", { name: "Square" }).check();
  await page.getByRole("checkbox", { name: "Logo" }).uncheck();
  await page.reload();
  await page.getByRole("button", { name: "Print a table sign" }).click();
  await expect(dialog.getByText("The code is printed in your design from Show QR Code.")).toBeVisible();
  await expect(download).toHaveAttribute("href", `/api/guestbooks/${id}/sign.pdf?size=a5&shape=square&logo=0`);
  await expect(dialog.locator("iframe")).toHaveAttribute("src", `/api/guestbooks/${id}/sign.pdf?size=a5&shape=square&logo=0`);
  const designed = await page.request.get((await download.getAttribute("href"))!);
  expect(designed.status()).toBe(200);
  expect(designed.headers()["content-type"]).toBe("application/pdf");
  await expectAccessible(page);
});
