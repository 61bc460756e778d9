// The family's listening page and a recipient's card in the visitor's language at phone width (issue 49,
// second round): Spanish and Arabic (right to left), axe clean (visit() runs it), nothing past either edge,
// the list of messages and its links named in the language, "Show more" in it.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { languageDirection, type TLanguage } from "@/lib/i18n/languages";
import { api, registerAndGetToken } from "../helpers/api";
import { createFreeGuestbook, seedListedRecordings } from "../helpers/guestbooks";
import { expect, expectAccessible, test, visit } from "./fixtures";

type TWords = Record<string, Record<string, string>>;
const words = (code: TLanguage) => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${code}.json`), "utf8")) as TWords;

async function nothingPastTheEdges(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const code of ["es", "ar"] as const) {
  test.describe(`the listening page in ${code}`, () => {
    test.use({ locale: code });

    test("names itself, lists the messages in the language and shows more of them", async ({ page }) => {
      test.setTimeout(120_000);
      const t = words(code);
      const { token } = await registerAndGetToken(code === "es" ? "Lucia" : "Layla");
      const guestbookId = String((await createFreeGuestbook(token, { guestbookName: "Boda" })).id);
      await seedListedRecordings(guestbookId, 52);
      const listenToken = ((await api(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token })).body as { token: string }).token;

      await page.setViewportSize({ width: 390, height: 844 });
      await visit(page, `/listen/${listenToken}`);
      await expect(page.locator("html")).toHaveAttribute("lang", code);
      await expect(page.locator("html")).toHaveAttribute("dir", languageDirection(code));
      const messages = page.getByRole("list", { name: t.listeningMessages.list }).getByRole("listitem");
      await expect(messages).toHaveCount(50);
      await expect(page.getByText(t.listening.privateNote)).toBeVisible();
      await expect(page.getByRole("navigation", { name: t.meta.languageMenu })).toBeVisible();
      await nothingPastTheEdges(page);

      await page.getByRole("button", { name: t.listeningMessages.showMore }).click();
      await expect(messages).toHaveCount(52);
      await expect(page.getByRole("button", { name: t.listeningMessages.showMore })).toHaveCount(0);
      await expect(messages.first().getByRole("link", { name: new RegExp(`^${t.listeningMessages.link}`) })).toBeVisible();
      await expectAccessible(page);
      await nothingPastTheEdges(page);
    });
  });
}
