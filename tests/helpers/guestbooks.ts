// Guestbooks and guest recordings for integration tests, made through the public API like a browser would.
import { randomUUID } from "node:crypto";
import { api, asVisitor } from "./api";
import { proxiedBaseUrl } from "./env";

export function todayUtc(offsetDays = 0): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export async function createFreeGuestbook(token: string, overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const result = await api("/api/guestbooks", {
    method: "POST",
    token,
    json: { guestbookName: "Test Wedding", eventType: "Wedding", eventDate: todayUtc(), tierIdx: 0, allowAnonymous: true, ...overrides },
  });
  if (result.status !== 201) throw new Error(`create guestbook failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.guestbook as Record<string, unknown>;
}

export type TRecordResult = { status: number; body: Record<string, unknown> };

/** A guest's recording, each guest a visitor of their own (a new address, through the proxied instance). */

export async function recordAsGuest(opts: {
  guestbookId: string;
  audio: Uint8Array;
  guestName?: string;
  guestEmail?: string;
  anonymous?: boolean;
  clientUploadId?: string;
  /** The instance to send it to (the proxied one unless said). */
  base?: string;
  /** The guest's address as the proxy names it (a new one unless said). */
  address?: string;
}): Promise<TRecordResult> {
  const form = new FormData();
  form.set("clientUploadId", opts.clientUploadId ?? randomUUID());
  form.set("guestbookId", opts.guestbookId);
  if (opts.guestName !== undefined) form.set("guestName", opts.guestName);
  if (opts.guestEmail !== undefined) form.set("guestEmail", opts.guestEmail);
  form.set("anonymous", String(Boolean(opts.anonymous)));
  form.set("audio", new Blob([Buffer.from(opts.audio)], { type: "audio/webm" }), "recording.webm");
  const response = await fetch(`${opts.base ?? proxiedBaseUrl}/api/guestbooks/record`, { method: "POST", body: form, headers: asVisitor(opts.address) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
