// Guestbooks for Playwright journeys: made over the API (as a signed-in browser, or with a new host's
// token) and the wizard's date picker driven by keyboard.
import type { APIRequestContext, Page } from "@playwright/test";
import { registerOverApi } from "../helpers/accounts";
import { todayUtc } from "../helpers/guestbooks";
import { expect, uniqueEmail } from "./fixtures";

export type TSeededGuestbook = { id: string; token: string };

/**
 * A free guestbook for today, as `request`'s user: the browser's session cookie (page.request) or `token`.
 * `fields` overrides the body (name, type, guest-info rules...).
 */
export async function createGuestbookOverApi(request: APIRequestContext, fields: Record<string, unknown> = {}, token?: string): Promise<string> {
  const response = await request.post("/api/guestbooks", {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { guestbookName: `Party ${Date.now()}`, eventType: "Wedding", eventDate: todayUtc(), tierIdx: 0, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).guestbook.id as string;
}

/** A new host (registered over the API) and their free guestbook; `update` is PUT right after. */
export async function seedGuestbook(
  request: APIRequestContext,
  { firstName = "Hana", fields = {}, update }: { firstName?: string; fields?: Record<string, unknown>; update?: Record<string, unknown> } = {},
): Promise<TSeededGuestbook> {
  const { token } = await registerOverApi(request, firstName, { email: uniqueEmail("host") });
  const seeded = { id: await createGuestbookOverApi(request, fields, token), token };
  if (update) await updateGuestbook(request, seeded, update);
  return seeded;
}

export async function updateGuestbook(request: APIRequestContext, { id, token }: TSeededGuestbook, changes: Record<string, unknown>): Promise<void> {
  const response = await request.put(`/api/guestbooks/${id}`, { headers: { authorization: `Bearer ${token}` }, data: changes });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the wizard's date picker, moves a week ahead of today by keyboard, picks it and confirms. */
export async function pickDateNextWeek(page: Page): Promise<void> {
  await page.getByRole("button", { name: /^Event date/ }).click();
  const dialog = page.getByRole("dialog", { name: "Select Date" });
  await expect(dialog.getByRole("button", { name: "Confirm" })).toBeDisabled();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(dialog.getByText(/^Selected: /)).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /^Event date/ })).not.toContainText("Select a date");
}
