// What the wizard reads from the user's own guestbooks (listGuestbooks in lib/client/guestbooks.ts): the one-free-guestbook
// rule (spec 001 section 5) and the default name (section 9).
import { defaultGuestbookName } from "@/lib/constants/guestbooks";

export type TExistingGuestbook = { name: string; tier: string; status: string };

/** The free guestbook that still counts against the one-free rule, if any. */
export function blockingFreeGuestbook(guestbooks: readonly TExistingGuestbook[]): TExistingGuestbook | null {
  return guestbooks.find((g) => g.tier === "free" && (g.status === "active" || g.status === "pending_payment")) ?? null;
}

export function freeGuestbookNotice(name: string): string {
  return `You already have a free guestbook: "${name}"`;
}

export function nextGuestbookName(guestbooks: readonly TExistingGuestbook[]): string {
  return defaultGuestbookName(guestbooks.map((g) => g.name));
}

/** Keeps only well-formed entries of the list answer, so a surprise in the JSON cannot break the page. */
export function parseGuestbookList(body: unknown): TExistingGuestbook[] {
  const list = (body as { guestbooks?: unknown } | null)?.guestbooks;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const { name, tier, status } = (item ?? {}) as Record<string, unknown>;
    return typeof name === "string" && typeof tier === "string" && typeof status === "string" ? [{ name, tier, status }] : [];
  });
}
