// Pro audio cards for the e2e specs of /audio/{id}: a seller with a pro tier (written to the test database
// as a subscription would set it) makes a card over the API with a bearer token; a recipient's browser
// activates and records it as the page does, through its own request context (the recorder cookie).
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { asVisitor } from "../helpers/api";
import { makeToneBytes } from "../helpers/audio";
import { testSql } from "../helpers/test-database";
import { setSubscriptionTier } from "./accounts";
import { expect, uniqueEmail } from "./fixtures";
import { registerOverApi } from "../helpers/accounts";

export type TProCard = { messageId: string; activationCode: string; url: string };

/** A product seller's new, unrecorded pro card. */
export async function createProCard(request: APIRequestContext): Promise<TProCard> {
  const email = uniqueEmail("proseller");
  const registered = await registerOverApi(request, "Sela", { email });
  await setSubscriptionTier(email, "product_seller");
  const made = await request.post("/api/subscription-audio-messages", { headers: { authorization: `Bearer ${registered.token}` }, data: {} });
  expect(made.status(), await made.text()).toBe(201);
  const { messageId, activationCode, url } = await made.json();
  return { messageId, activationCode, url };
}

/** Activates the card and records a 2 s voice with this request context (its cookie jar is the recipient's browser). */
export async function activateAndRecord(request: APIRequestContext, card: TProCard, look: Record<string, unknown> = {}): Promise<void> {
  const activated = await request.post(`/api/subscription-audio-messages/${card.messageId}/activate`, { data: { activationCode: card.activationCode } });
  expect(activated.status(), await activated.text()).toBe(200);
  const audioData = (await makeToneBytes(2, "webm")).toString("base64");
  const recorded = await request.post(`/api/subscription-audio-messages/${card.messageId}/record`, { data: { audioData, audioType: "audio/webm", ...look } });
  expect(recorded.status(), await recorded.text()).toBe(201);
}

/** Moves the card's end of validity into the past, as its year going by would. */
export async function expireProCard(messageId: string): Promise<void> {
  await testSql(`UPDATE "ProAudioMessage" SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [messageId]);
}

/** Forever Hosting as a paid checkout would set it (the purchase itself: card-public.spec.ts). */
export async function giveForeverHosting(messageId: string): Promise<void> {
  await testSql(`UPDATE "CardLook" SET "foreverHosted" = true WHERE "proAudioMessageId" = $1`, [messageId]);
}

/** A browser of its own (another person, another device) at the project's viewport. */
export function newVisitor(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? undefined,
    hasTouch: testInfo.project.use.hasTouch,
    extraHTTPHeaders: asVisitor(),
  });
}

/** Play Message starts the voice, Stop rewinds it. */
export async function expectProCardPlays(page: Page): Promise<void> {
  const audio = page.locator("audio").first();
  // Nothing of the voice is fetched before Play (the page's first paint has the connection to itself).
  // (A media element that fetches its metadata holds the load event until it has it.)
  expect(await audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBe(0);
  await page.getByRole("button", { name: "Play Message" }).click();
  await expect(page.getByRole("button", { name: "Stop" })).toBeVisible();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await page.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByRole("button", { name: "Play Message" })).toBeVisible();
}

/** On the activation dialog: types the code and presses Activate Page. */
export async function enterActivationCode(page: Page, code: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Activate Pro Audio Card" });
  await dialog.getByLabel("Activation Code").fill(code);
  await dialog.getByRole("button", { name: "Activate Page" }).click();
}
