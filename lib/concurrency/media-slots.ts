// The one per-instance cap on heavy media work: every ffmpeg process and every sharp decode of a user's
// image takes a slot first. Slots default to the CPU count (MEDIA_CONCURRENCY overrides it), since ffmpeg
// runs on one thread per process. Work a request waits for gives up after REQUEST_WAIT_MS with a 503 and
// Retry-After; MP3 jobs wait their turn, a keepsake book's turns come after them, and stitches take
// whatever slots nothing else waits for (see slot-pool.ts).
import "server-only";
import os from "node:os";
import { getEnv } from "@/lib/env";
import { serverBusy } from "@/lib/http/errors";
import { SlotPool, type TPausable, type TSlotPriority } from "./slot-pool";

/** How long an upload waits for a free slot before it is answered 503: a probe takes about a second. */
export const REQUEST_WAIT_MS = 10_000;
export const BUSY_RETRY_AFTER_SECONDS = 5;
/**
 * A stitch's runs start only this long after the last upload's or MP3's ended: in a party's stream of
 * takes (where the next MP3 job can take a second or two to be fetched on a busy machine) they wait for a
 * real pause, while a lone upload holds a stitch back for a few seconds.
 */
const BACKGROUND_QUIET_MS = 3_000;
/**
 * A stitch run that has waited this long takes the next free slot ahead of MP3 jobs (one such run at a
 * time): a party that never pauses slows a stitch down to a run every half minute but never stops it.
 */
const BACKGROUND_MAX_WAIT_MS = 30_000;

/** What the work in a slot may tell the pool: how to pause it (a background run, while foreground work waits). */
export type TSlotHold = { setPausable(control: TPausable | undefined): void };

export type TMediaSlots = {
  capacity: number;
  run<T>(priority: TSlotPriority, work: (hold: TSlotHold) => Promise<T>): Promise<T>;
};

export function createMediaSlots(capacity: number, requestWaitMs = REQUEST_WAIT_MS, backgroundQuietMs = BACKGROUND_QUIET_MS): TMediaSlots {
  const pool = new SlotPool(capacity, { backgroundQuietMs, backgroundMaxWaitMs: BACKGROUND_MAX_WAIT_MS });
  return {
    capacity,
    async run(priority, work) {
      const release = await pool.acquire(priority, priority === "request" ? requestWaitMs : undefined);
      if (!release) throw serverBusy(BUSY_RETRY_AFTER_SECONDS);
      try {
        return await work(release);
      } finally {
        release();
      }
    },
  };
}

// On globalThis, not in a module variable: Next bundles the route handlers, the pages and the
// instrumentation that runs the job workers separately, each with its own copy of this module, and a
// copy each would let uploads and jobs run in different pools (one pool per copy, each with every slot:
// twice the processes, and a stitch's runs never paused for an upload).
const holder = globalThis as unknown as { echobookMediaSlots?: TMediaSlots };

export function mediaSlots(): TMediaSlots {
  holder.echobookMediaSlots ??= createMediaSlots(getEnv().MEDIA_CONCURRENCY ?? Math.max(1, os.availableParallelism()));
  return holder.echobookMediaSlots;
}

/** Runs `work` in one of this instance's media slots. */
export function withMediaSlot<T>(priority: TSlotPriority, work: (hold: TSlotHold) => Promise<T>): Promise<T> {
  return mediaSlots().run(priority, work);
}
