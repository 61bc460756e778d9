// The family's listening page end to end at phone width (issue 38): the host makes the link on the manage
// page, a visitor without an account opens it, plays a message and follows a message's anchor; the host
// stops sharing and the visitor's link is the not-found page.
import { api, asVisitor, registerAndGetToken } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { createFreeGuestbook, recordAsGuest, seedListedRecordings } from "../helpers/guestbooks";
import { signUpSignedIn } from "./accounts";
import { expect, expectAccessible, screenshot, test, visit } from "./fixtures";

const GUESTS = ["Zoë Ångström", "Юлия Смирнова", "山田 花子"];

test("the host shares the listening page, a visitor listens, the host stops sharing", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  await signUpSignedIn(page, "Hana", "listening");
  const created = await page.request.post("/api/guestbooks", {
    data: { guestbookName: "Hana & Kai", eventType: "Wedding", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0, allowAnonymous: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const guestbookId = (await created.json()).guestbook.id as string;
  const take = await makeToneBytes(2, "webm");
  const ids: string[] = [];
  for (const guestName of GUESTS) {
    const recorded = await recordAsGuest({ guestbookId, audio: take, guestName });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    ids.push(String(recorded.body.id));
  }

  await visit(page, `/manage-guestbook/${guestbookId}`);
  const family = page.locator(".card", { has: page.getByRole("heading", { name: "Share with family" }) });
  await family.getByRole("button", { name: "Make a listening link" }).click();
  const linkBox = family.getByLabel("Share link");
  await expect(linkBox).toHaveValue(/\/listen\/[A-Za-z0-9_-]{43}$/);
  const listenUrl = await linkBox.inputValue();
  await family.getByRole("button", { name: "Show QR Code" }).click();
  await expect(family.getByRole("button", { name: /QR code for .*\/listen\// })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, testInfo, "listening-share-panel");

  const downloading = page.waitForEvent("download");
  await family.getByRole("button", { name: "Download keepsake book (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Hana & Kai - keepsake book.pdf");

  // A visitor with no account, on a phone.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, extraHTTPHeaders: asVisitor() });
  const listener = await visitor.newPage();
  await visit(listener, listenUrl);
  await expect(listener.getByRole("heading", { level: 1, name: "Hana & Kai" })).toBeVisible();
  const messages = listener.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(messages).toHaveCount(GUESTS.length);
  for (const [index, name] of GUESTS.entries()) await expect(messages.nth(index).getByRole("heading", { name })).toBeVisible();
  await screenshot(listener, testInfo, "listening-page");

  const audio = listener.getByLabel(`Voice message: from ${GUESTS[0]}`);
  await audio.evaluate((element: HTMLAudioElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await audio.evaluate((element: HTMLAudioElement) => element.pause());

  await listener.getByRole("link", { name: `Link to this message from ${GUESTS[2]}` }).click();
  await expect(listener).toHaveURL(new RegExp(`#m-${ids[2]}$`));
  expect(await listener.evaluate(() => document.querySelector(":target")?.id)).toBe(`m-${ids[2]}`);
  // Opened from a keepsake book's code: the page lands on the message.
  await listener.goto(`${listenUrl}#m-${ids[1]}`, { waitUntil: "load" });
  await expect(listener.locator(`#m-${ids[1]}`)).toBeInViewport();
  expect(await listener.evaluate(() => document.querySelector(":target")?.id)).toBe(`m-${ids[1]}`);

  await family.getByRole("button", { name: "Stop sharing" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Stop sharing" }).click();
  await expect(family.getByRole("button", { name: "Make a listening link" })).toBeVisible();

  const gone = await listener.goto(listenUrl, { waitUntil: "load" });
  expect(gone?.status()).toBe(404);
  await expect(listener.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expectAccessible(listener);
  await visitor.close();
});

test("a visitor shows more messages a page at a time, and a keepsake code past the first page lands on its message", async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await registerAndGetToken("Mara");
  const guestbookId = String((await createFreeGuestbook(token, { guestbookName: "Many voices" })).id);
  const ids = await seedListedRecordings(guestbookId, 55);
  const listenToken = ((await api(`/api/guestbooks/${guestbookId}/listening-link`, { method: "POST", token })).body as { token: string }).token;

  await visit(page, `/listen/${listenToken}`);
  const messages = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(messages).toHaveCount(50);
  await page.getByRole("button", { name: "Show more messages" }).click();
  await expect(messages).toHaveCount(55);
  await expect(page.getByRole("status").filter({ hasText: "Showing 55 messages." })).toBeAttached();
  await expect(page.locator(`#m-${ids[50]}`)).toBeFocused();
  await expect(page.getByRole("button", { name: "Show more messages" })).toHaveCount(0);
  await expectAccessible(page);

  // A keepsake book's code for the 54th message, opened afresh: the page opens at it.
  await page.goto("about:blank");
  await page.goto(`/listen/${listenToken}#m-${ids[53]}`, { waitUntil: "load" });
  await expect(page).toHaveURL(new RegExp(`\\?from=${ids[53]}#m-${ids[53]}$`));
  await expect(page.locator(`#m-${ids[53]}`)).toBeInViewport();
  await expect(page.getByRole("link", { name: "Start from the first message" })).toBeVisible();
  await expectAccessible(page);
});
