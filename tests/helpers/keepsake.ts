// The keepsake book as the host's page gets it (issue 46): POST asks for it (the kept one, or a job that
// draws it), then its URL is read until it is the PDF.
import { api, type TApiResult } from "./api";
import { baseUrl } from "./env";

export type TKeepsakeJson = { id: string; status: "building" | "ready" | "failed"; done: number; total: number; url: string };

export function askForKeepsake(guestbookId: string, token: string, body: { size?: "a4" | "letter"; tz?: string } = {}): Promise<TApiResult> {
  return api(`/api/guestbooks/${guestbookId}/keepsake`, { method: "POST", token, json: body });
}

/** Reads the book at `url` until it is drawn: its bytes and headers, and every progress answer on the way. */
export async function readKeepsakeWhenReady(
  url: string,
  token: string,
  ms = 240_000,
): Promise<{ bytes: Uint8Array; headers: Headers; progress: TKeepsakeJson[] }> {
  const deadline = Date.now() + ms;
  const progress: TKeepsakeJson[] = [];
  for (;;) {
    const response = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status === 200) return { bytes: new Uint8Array(await response.arrayBuffer()), headers: response.headers, progress };
    const body = (await response.json()) as { keepsake?: TKeepsakeJson; error?: string };
    if (response.status !== 202 || !body.keepsake) throw new Error(`the keepsake book answered ${response.status} ${JSON.stringify(body)}`);
    progress.push(body.keepsake);
    if (Date.now() > deadline) throw new Error(`the keepsake book was not drawn in ${ms} ms: ${JSON.stringify(body.keepsake)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Asks for the book and reads it once drawn. */
export async function makeKeepsake(guestbookId: string, token: string, body: { size?: "a4" | "letter"; tz?: string } = {}) {
  const asked = await askForKeepsake(guestbookId, token, body);
  if (asked.status !== 200 && asked.status !== 202) throw new Error(`asking for the keepsake book answered ${asked.status} ${JSON.stringify(asked.body)}`);
  const keepsake = asked.body.keepsake as TKeepsakeJson;
  return { asked: asked.status, keepsake, ...(await readKeepsakeWhenReady(keepsake.url, token)) };
}
