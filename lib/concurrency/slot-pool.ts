// A counting semaphore with three kinds of holder, served strictly by priority. "request" work has someone
// waiting for the answer: it is served first and gives up after a bounded wait. "job" work (one take's MP3:
// seconds) waits as long as it takes. "background" work (a stitch's many short ffmpeg runs) starts only
// while no request and no job waits, so it yields to a party's uploads and MP3s. Jobs and background work
// may both use every slot: none of their runs holds a slot for long (a stitch is cut into runs of a take or
// a few minutes of audio, lib/stitching/stitch-audio.ts), and whatever waits with a higher priority gets
// the next slot that frees. Within a priority, callers are served in the order they asked.
export type TSlotPriority = "request" | "job" | "background";

export type TReleaseSlot = () => void;

type TWaiter = { priority: TSlotPriority; grant(release: TReleaseSlot): void };

const ORDER: readonly TSlotPriority[] = ["request", "job", "background"];

export class SlotPool {
  private running = 0;
  private readonly waiting: TWaiter[] = [];

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`A slot pool needs at least one slot, not ${capacity}.`);
  }

  /** Resolves with the function that frees the slot, or with null when `maxWaitMs` passes first. */
  acquire(priority: TSlotPriority, maxWaitMs?: number): Promise<TReleaseSlot | null> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: TWaiter = {
        priority,
        grant(release) {
          clearTimeout(timer);
          resolve(release);
        },
      };
      this.waiting.push(waiter);
      this.pump();
      if (maxWaitMs !== undefined && this.waiting.includes(waiter)) {
        timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          resolve(null);
        }, maxWaitMs);
      }
    });
  }

  /** Slots in use and callers waiting, for logs and tests. */
  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private pump(): void {
    while (this.running < this.capacity) {
      // The first waiter of the highest priority that has any.
      const next = ORDER.map((priority) => this.waiting.find((waiter) => waiter.priority === priority)).find((waiter) => waiter !== undefined);
      if (!next) return;
      this.waiting.splice(this.waiting.indexOf(next), 1);
      this.start(next);
    }
  }

  private start(waiter: TWaiter): void {
    this.running += 1;
    let released = false;
    waiter.grant(() => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.pump();
    });
  }
}
