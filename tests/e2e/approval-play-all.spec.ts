// Issue 50 at phone width: a host whose guestbook asks for approval approves guests' takes in the
// Recordings list (one in its row, the rest selected at once), and the family's listening page shows only
// approved ones; "Play all" there plays three messages in order, each starting by itself, the one playing
// highlighted, with each message's length shown before anything is played.
import { asVisitor } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { recordAsGuest } from "../helpers/guestbooks";
import { signUpSignedIn } from "./accounts";
import { expect, expectAccessible, screenshot, test, visit } from "./fixtures";
import type { Page } from "@playwright/test";

const GUESTS = ["Ada Ahlberg", "Bruno Braga", "Chloé Chen"];

async function approvalState(page: Page, guestbookId: string): Promise<[string, boolean][]> {
  const listed = await page.request.get(`/api/guestbooks/${guestbookId}/recordings`);
  const { recordings } = (await listed.json()) as { recordings: { guestName: string; approved: boolean }[] };
  return recordings.map((recording) => [recording.guestName, recording.approved]);
}

async function listenUrlOf(page: Page, guestbookId: string): Promise<string> {
  const made = await page.request.post(`/api/guestbooks/${guestbookId}/listening-link`, { data: {} });
  expect(made.status(), await made.text()).toBe(200);
  return String((await made.json()).url);
}

test("the host approves waiting takes, and Play all plays the family's messages in order", async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  await signUpSignedIn(page, "Mara", "approval");
  const created = await page.request.post("/api/guestbooks", {
    data: { guestbookName: "Mara & Leo", eventType: "Wedding", eventDate: new Date().toISOString().slice(0, 10), tierIdx: 0, moderation: "approve" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const guestbookId = (await created.json()).guestbook.id as string;
  const take = await makeToneBytes(1.5, "webm");
  for (const guestName of GUESTS) {
    const recorded = await recordAsGuest({ guestbookId, audio: take, guestName });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  }
  const listenUrl = await listenUrlOf(page, guestbookId);

  // A visitor on a phone: nothing to hear until the host approves.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, extraHTTPHeaders: asVisitor() });
  const listener = await visitor.newPage();
  await visit(listener, listenUrl);
  await expect(listener.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(0);

  await visit(page, `/manage-guestbook/${guestbookId}?tab=recordings`);
  const list = page.getByRole("list", { name: "Recordings" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(list.getByText("Waiting for approval")).toHaveCount(3);
  await expectAccessible(page);
  await screenshot(page, testInfo, "approval-waiting");

  await page.getByRole("button", { name: `Approve the message from ${GUESTS[0]}` }).click();
  await expect(page.getByText(`Approved the message from ${GUESTS[0]}: the family can hear it now.`)).toBeVisible();
  await expect(list.getByText("Waiting for approval")).toHaveCount(2);
  await expect(page.getByRole("button", { name: `Approve the message from ${GUESTS[0]}` })).toHaveCount(0);
  for (const name of GUESTS.slice(1)) await page.getByRole("checkbox", { name: `Select the recording from ${name}` }).check();
  await page.getByRole("button", { name: "Approve selected (2)" }).click();
  await expect(page.getByText("Approved 2 recordings: the family can hear them now.")).toBeVisible();
  await expect(list.getByText("Waiting for approval")).toHaveCount(0);
  expect(await approvalState(page, guestbookId)).toEqual(GUESTS.map((name) => [name, true]));
  await expectAccessible(page);

  await visit(listener, listenUrl);
  const messages = listener.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(messages).toHaveCount(3);
  // Each length is the stored one, shown before anything is played or loaded.
  for (const index of [0, 1, 2]) await expect(messages.nth(index).getByTestId("message-length")).toHaveText(/0:0[12]$/);
  expect(await listener.evaluate(() => [...document.querySelectorAll("audio")].every((audio) => audio.readyState === 0))).toBe(true);

  // Every play and end of any audio element on the page, in order, by the message it played.
  await listener.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    for (const kind of ["play", "ended"]) {
      document.addEventListener(kind, (event) => seen.push(`${kind}:${(event.target as HTMLElement).getAttribute("data-recording-id") ?? "other"}`), true);
    }
  });
  const ids = await messages.evaluateAll((items) => items.map((item) => item.id.slice(2)));
  await listener.getByRole("button", { name: "Play all" }).click();
  await expect(messages.nth(0)).toHaveAttribute("aria-current", "true");
  await expect(listener.getByRole("status").filter({ hasText: `Now playing: ${GUESTS[0]} (1 of 3)` })).toBeVisible();
  expect(await listener.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(`Message from ${GUESTS[0]}`);
  await expectAccessible(listener);
  await screenshot(listener, testInfo, "play-all-playing");

  const expected = ids.flatMap((id) => [`play:${id}`, `ended:${id}`]);
  await expect.poll(() => listener.evaluate(() => (window as unknown as { seen: string[] }).seen), { timeout: 30_000 }).toEqual(expected);
  // The queue is over: no message is marked as playing, and Play all can start again.
  await expect(listener.getByRole("list", { name: "Messages" }).locator("[aria-current]")).toHaveCount(0);
  await expect(listener.getByRole("button", { name: "Play all" })).toBeVisible();
  await visitor.close();
});
