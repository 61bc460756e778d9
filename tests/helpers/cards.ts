// Audio cards made and changed through the API (issue 12's contract), for the Playwright journeys that
// start from an existing card: a bearer token, so no browser session or same-origin check is involved.
import type { APIRequestContext } from "@playwright/test";
import { Pool } from "pg";
import { makeToneBytes } from "./audio";
import { databaseUrl } from "./env";

export type TCardFields = { title?: string; subtitle?: string; message?: string; allowDownload?: boolean; foreverHostingEnabled?: boolean; name?: string };

/** Makes a card with a 3 s voice; answers its id. Spends one of the account's credits. */
export async function createCardViaApi(request: APIRequestContext, token: string, fields: TCardFields = {}): Promise<{ status: number; messageId: string }> {
  const audio = await makeToneBytes(3, "webm");
  const response = await request.post("/api/personal-messages", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      audio: { name: "card.webm", mimeType: "audio/webm", buffer: audio },
      clientUploadId: crypto.randomUUID(),
      name: fields.name ?? "Test card",
      title: fields.title ?? "-Be Heard. Be Remembered.",
      subtitle: fields.subtitle ?? "A voice to remember.",
      message: fields.message ?? "Play it now and download it to make it last forever!",
      allowDownload: String(fields.allowDownload ?? true),
      foreverHostingEnabled: String(fields.foreverHostingEnabled ?? true),
      showOverlay: "true",
    },
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status(), messageId: String(body.messageId ?? "") };
}

export async function setCardActive(request: APIRequestContext, token: string, messageId: string, isActive: boolean): Promise<void> {
  const response = await request.put(`/api/personal-messages/${messageId}/toggle-status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { isActive },
  });
  if (!response.ok()) throw new Error(`toggle-status failed: ${response.status()} ${await response.text()}`);
}

/** Waits until the card's MP3 is made (the contract's audioStatus "ready"), for a download test. */
export async function waitForCardAudio(request: APIRequestContext, messageId: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await request.get(`/api/personal-messages/${messageId}`);
    const status = response.ok() ? (await response.json()).message?.audioStatus : null;
    if (status === "ready") return;
    if (status === "failed") throw new Error(`card ${messageId}: audio processing failed`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`card ${messageId}: MP3 not ready after ${timeoutMs} ms`);
}

/** Moves the card's end of hosting into the past in the database, as a year going by would. */
export async function endCardHosting(messageId: string): Promise<void> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await pool.query(`UPDATE "PersonalMessage" SET "hostedUntil" = now() - interval '1 minute' WHERE id = $1`, [messageId]);
  } finally {
    await pool.end();
  }
}
