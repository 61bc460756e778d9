// The live voice wall's calls (issue 50): the owner's wall link, and the wall page's event stream address.
import type { TWallLinkRequest } from "@/lib/validation/wall";
import type { TWallLinkJson } from "@/lib/wall/wall-link";
import { ownerFetch, ownerJson } from "./api";
import { guestbookPath } from "./guestbooks";

export function requestWallLink(guestbookId: string, body: TWallLinkRequest = {}): Promise<TWallLinkJson> {
  return ownerJson<TWallLinkJson>(`${guestbookPath(guestbookId)}/wall-link`, { method: "POST", json: body });
}

export async function revokeWallLink(guestbookId: string): Promise<void> {
  await ownerFetch(`${guestbookPath(guestbookId)}/wall-link`, { method: "DELETE" });
}

/** The wall's server-sent events, resuming after `after` (an event id) when given; EventSource adds Last-Event-ID on its own reconnects. */
export function wallEventsUrl(token: string, after: string | null): string {
  const path = `/api/wall/${encodeURIComponent(token)}/events`;
  return after ? `${path}?after=${encodeURIComponent(after)}` : path;
}
