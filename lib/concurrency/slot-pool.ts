// A counting semaphore with three kinds of holder. "request" work has someone waiting for the answer: it is
// served first and gives up after a bounded wait. "job" work (one take's MP3: seconds) waits as long as it
// takes and may use every slot, since a waiting request gets the next one that frees. "background" work
// (stitching: minutes) leaves one slot free for requests whenever there are two or more, so a long job
// never starves uploads. Jobs and background work are served in the order they asked.
export type TSlotPriority = "request" | "job" | "background";

export type TReleaseSlot = () => void;

type TWaiter = { priority: TSlotPriority; grant(release: TReleaseSlot): void };

export class SlotPool {
  readonly backgroundCapacity: number;
  private running = 0;
  private runningBackground = 0;
  private readonly waiting: TWaiter[] = [];

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`A slot pool needs at least one slot, not ${capacity}.`);
    this.backgroundCapacity = capacity > 1 ? capacity - 1 : 1;
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

  private canStart(priority: TSlotPriority): boolean {
    return this.running < this.capacity && (priority !== "background" || this.runningBackground < this.backgroundCapacity);
  }

  private pump(): void {
    for (;;) {
      const next =
        (this.canStart("request") ? this.waiting.find((waiter) => waiter.priority === "request") : undefined) ??
        this.waiting.find((waiter) => waiter.priority !== "request" && this.canStart(waiter.priority));
      if (!next) return;
      this.waiting.splice(this.waiting.indexOf(next), 1);
      this.start(next);
    }
  }

  private start(waiter: TWaiter): void {
    const background = waiter.priority === "background";
    this.running += 1;
    if (background) this.runningBackground += 1;
    let released = false;
    waiter.grant(() => {
      if (released) return;
      released = true;
      this.running -= 1;
      if (background) this.runningBackground -= 1;
      this.pump();
    });
  }
}
