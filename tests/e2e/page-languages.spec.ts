// The family's listening page and a recipient's cards in the visitor's language at phone width (issue 49,
// second round): Spanish and Arabic (right to left), axe clean (visit() runs it), nothing past either edge,
// the list of messages and its links named in the language, "Show more" in it; the audio card in Spanish;
// the pro card's activation and editor in Arabic. The message player in Arabic: mirrored-player.spec.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { languageDirection, type TLanguage } from "@/lib/i18n/languages";
import { registerOverApi } from "../helpers/accounts";
import { api, registerAndGetToken } from "../helpers/api";
import { createCardViaApi } from "../helpers/cards";
import { createFreeGuestbook, seedListedRecordings } from "../helpers/guestbooks";
import { expect, expectAccessible, test, uniqueEmail, visit } from "./fixtures";
import { createProCard } from "./pro-cards";

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

test.describe("the public audio card in Spanish", () => {
  test.use({ locale: "es-ES" });

  test("plays and offers its own card in Spanish, axe clean and within the width", async ({ page, request }) => {
    const t = words("es");
    const token = (await registerOverApi(request, "Rosa", { email: uniqueEmail("tarjeta") })).token;
    const card = await createCardViaApi(request, token, { title: "Feliz cumpleaños, mamá", allowDownload: true });
    expect(card.status).toBe(201);
    await visit(page, `/personal-message/${card.messageId}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("button", { name: t.cardPlayer.play })).toBeVisible();
    await expect(page.getByRole("button", { name: t.cardPlayer.download })).toBeVisible();
    await expect(page.getByRole("link", { name: t.card.makeOwn })).toBeVisible();
    await nothingPastTheEdges(page);
  });
});

test.describe("/record in Spanish", () => {
  test.use({ locale: "es-ES" });

  test("records, saves, and its QR code and designer speak Spanish", async ({ page }) => {
    const t = words("es");
    const qr = (t.shared as unknown as Record<string, Record<string, string>>).qr;
    const share = (t.shared as unknown as Record<string, Record<string, string>>).share;
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/record");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("button", { name: t.recorder.start }).click();
    await expect(page.getByRole("button", { name: t.recorder.stop })).toBeVisible();
    await page.waitForTimeout(2_250);
    await page.getByRole("button", { name: t.recorder.stop }).click();
    await page.getByRole("button", { name: t.record.save, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.record.saved })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: share.showQr }).click();
    await expect(page.getByText(qr.caption)).toBeVisible();
    const code = page.getByRole("img", { name: /^Código QR de / });
    await expect(code).toBeVisible();
    // The words drawn on the code (glyph by glyph around a round one) are the page's language.
    const drawn = decodeURIComponent((await code.getAttribute("src"))!.replace(/^data:image\/svg\+xml[^,]*,/, "")).replace(/<[^>]+>|\s/g, "");
    expect(drawn).toContain(qr.listenText.replace(/\s/g, ""));
    await page.getByRole("button", { name: qr.customize }).click();
    await expect(page.getByRole("group", { name: qr.shape })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: qr.useGradient })).toBeVisible();
    await expect(page.getByLabel(qr.customText)).toBeVisible();
    await expectAccessible(page);
    await nothingPastTheEdges(page);
  });
});

test.describe("the pro card recipient in Arabic", () => {
  test.use({ locale: "ar" });

  test("activates right to left: a wrong code is refused in Arabic, the right one opens the editor in Arabic", async ({ page, request }) => {
    const t = words("ar");
    const card = await createProCard(request);
    await visit(page, `/audio/${card.messageId}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const dialog = page.getByRole("dialog", { name: t.proCard.activateTitle });
    const code = dialog.getByLabel(t.proCard.codeLabel);
    await code.fill(card.activationCode.split("").reverse().join(""));
    await dialog.getByRole("button", { name: t.proCard.activate }).click();
    // The server's English text is told apart by its code and said in the page's language.
    await expect(dialog.getByText(t.proCard.codeInvalid)).toBeVisible();
    await expectAccessible(page);

    await code.fill(card.activationCode);
    await dialog.getByRole("button", { name: t.proCard.activate }).click();
    await expect(page.getByRole("button", { name: t.proCard.changeCover })).toBeVisible();
    await expect(page.getByRole("button", { name: t.recorder.start })).toBeVisible();
    await expect(page.getByPlaceholder(t.proCard.coverTitlePlaceholder)).toBeVisible();
    // The cover's tools sit at the end of a right-to-left line (its left side), the first of them rightmost.
    const changeCover = await page.getByRole("button", { name: t.proCard.changeCover }).boundingBox();
    const darkOverlay = await page.getByRole("button", { name: t.proCard.darkOverlay }).boundingBox();
    expect(darkOverlay!.x).toBeLessThan(changeCover!.x);
    expect(darkOverlay!.x).toBeLessThan(390 / 2);
    await expectAccessible(page);
    await nothingPastTheEdges(page);

    // The cover chooser: the stock library's categories and an upload's refusal in Arabic.
    const images = (t.shared as unknown as Record<string, Record<string, string> & { categories: Record<string, string> }>).images;
    await page.getByRole("button", { name: t.proCard.changeCover }).click();
    const chooser = page.getByRole("dialog", { name: images.title });
    const categories = chooser.getByRole("group", { name: images.category });
    await expect(categories.getByRole("button", { name: images.categories.all })).toHaveAttribute("aria-pressed", "true");
    await categories.getByRole("button", { name: images.categories.wedding }).click();
    await expect(categories.getByRole("button", { name: images.categories.wedding })).toHaveAttribute("aria-pressed", "true");
    await chooser.getByRole("tab", { name: images.uploads }).click();
    await chooser.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await expect(chooser.getByRole("alert")).toHaveText(images.notAnImage);
    await expectAccessible(page);
  });
});
