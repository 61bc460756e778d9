// What the public pages read on every view (a guestbook, a card), kept in this process for a moment, so
// a room of guests opening the same QR code costs one database read per page and moment instead of one
// per view, and concurrent views share one read in flight. Next's data cache with tags would be the same
// thing held per instance (its revalidateTag reaches only the instance that calls it); this one is
// explicit and bounded:
// - an owner's change forgets the entry at once in the instance that made it (`forgetPublicRead`), so the
//   owner sees their edit on the next view; other instances see it within PUBLIC_READ_TTL_MS;
// - nothing that decides reads from here (taking a recording, a payment, a download's access check):
//   those read the database, so a closed guestbook stops taking recordings at once on every instance.
// What is cached is the row, not the page: whatever depends on the clock (is the guestbook open now?) is
// worked out on each view.
import "server-only";
import { LRUCache } from "lru-cache";

export const PUBLIC_READ_TTL_MS = 2_000;

type TEntry = { value: Promise<unknown> };

// On globalThis: pages and routes may be bundled apart, each with its own copy of this module.
// echobookForgetPages: the server's kept pages (lib/http/page-cache.ts), set by scripts/server.ts.
const holder = globalThis as unknown as { echobookPublicReads?: LRUCache<string, TEntry>; echobookForgetPages?: () => void };
const entries = (holder.echobookPublicReads ??= new LRUCache<string, TEntry>({ max: 5_000, ttl: PUBLIC_READ_TTL_MS }));

/** The value under `key`, loaded by `load` when this instance has none younger than the TTL. A failed load is not kept. */
export function readThrough<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Call after the change is committed: the next view reads the database again. */
export function forgetPublicRead(key: string): void {
  entries.delete(key);
  holder.echobookForgetPages?.();
}

/** For a change that touches many entries at once (an owner's logo, an account being deleted): all go. */
export function forgetAllPublicReads(): void {
  entries.clear();
  holder.echobookForgetPages?.();
}

export const publicReadKeys = {
  guestbook: (id: string) => `guestbook:${id}`,
};
