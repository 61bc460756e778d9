// The browser's calls for the site around the product, over the one client (lib/client/api.ts): the
// Contact Us form (and the admins' list), the newsletter, the mailed links' one-button pages
// (confirm a subscription, unsubscribe) and the pre-release gate.
import type { TContactMessageRow } from "@/lib/contact/contact-messages";
import { apiFetch, apiJson } from "./api";

export async function postContactMessage(body: { name: string; email: string; message: string }): Promise<void> {
  await apiFetch("/api/contact", { json: body });
}

export async function markContactMessage(id: string, handled: boolean): Promise<TContactMessageRow> {
  return (await apiJson<{ message: TContactMessageRow }>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, { method: "PATCH", json: { handled } }))
    .message;
}

/** Signs up for the newsletter; answers the server's text, when it sent one. */
export async function subscribeToNewsletter(email: string): Promise<string | null> {
  const body = await apiJson<{ message?: unknown }>("/api/newsletter", { json: { email } });
  return typeof body.message === "string" ? body.message : null;
}

/** What the one button of a mailed link's page does: confirm a newsletter subscription, or unsubscribe. */
export type TLinkAction = "confirm-newsletter" | "unsubscribe";

const LINK_ACTION_PATHS: Record<TLinkAction, string> = { "confirm-newsletter": "/api/newsletter/confirm", unsubscribe: "/api/unsubscribe" };

export async function runLinkAction(action: TLinkAction, token: string): Promise<void> {
  await apiFetch(`${LINK_ACTION_PATHS[action]}?token=${encodeURIComponent(token)}`, { method: "POST" });
}

/** Passes the gate with its access code (the server sets the gate cookie). */
export async function enterGate(code: string): Promise<void> {
  await apiFetch("/api/gate", { json: { code } });
}

export async function leaveGate(): Promise<void> {
  await apiFetch("/api/gate/logout", { method: "POST" });
}
