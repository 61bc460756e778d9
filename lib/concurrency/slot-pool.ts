// A counting semaphore with three kinds of holder, served strictly by priority. "request" work has someone
// waiting for the answer: it is served first and gives up after a bounded wait. "job" work (one take's MP3:
// seconds) waits as long as it takes. "background" work (a stitch's many short ffmpeg runs) yields to both:
// it starts only while no request or job runs or waits, and none has for `backgroundQuietMs` (a party's
// uploads and MP3s come in a stream with short pauses between them; a stitch that took each pause would
// make the next upload wait for its run). Jobs and background work may both use every slot: none of their
// runs holds a slot for long (a stitch is cut into runs of a take or a couple of minutes of audio,
// lib/stitching/stitch-audio.ts), and whatever waits with a higher priority gets the next slot that frees.
// Within a priority, callers are served in the order they asked. So that a stitch asked for during a
// party is not put off for the whole party, background work that has waited `backgroundMaxWaitMs` takes
// the next free slot ahead of jobs (never of requests) while no other background run holds one: a
// starved stitch goes on one run at a time, as if one slot were its own.
export type TSlotPriority = "request" | "job" | "background";

export type TReleaseSlot = () => void;

type TWaiter = { priority: TSlotPriority; since: number; grant(release: TReleaseSlot): void };

export type TSlotPoolOptions = {
  /** How long after the last request or job ended background work may start again (ms); 0: at once. */
  backgroundQuietMs?: number;
  /** After this long waiting (ms), background work takes the next free slot ahead of jobs, one run at a time. */
  backgroundMaxWaitMs?: number;
};

export class SlotPool {
  private running = 0;
  /** Requests and jobs running now. */
  private runningForeground = 0;
  private runningBackground = 0;
  private starveTimer: NodeJS.Timeout | undefined;
  private foregroundEndedAt = -Infinity;
  private quietTimer: NodeJS.Timeout | undefined;
  private readonly waiting: TWaiter[] = [];
  private readonly backgroundQuietMs: number;
  private readonly backgroundMaxWaitMs: number;

  constructor(
    readonly capacity: number,
    opts: TSlotPoolOptions = {},
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`A slot pool needs at least one slot, not ${capacity}.`);
    this.backgroundQuietMs = opts.backgroundQuietMs ?? 0;
    this.backgroundMaxWaitMs = opts.backgroundMaxWaitMs ?? Infinity;
  }

  /** Resolves with the function that frees the slot, or with null when `maxWaitMs` passes first. */
  acquire(priority: TSlotPriority, maxWaitMs?: number): Promise<TReleaseSlot | null> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: TWaiter = {
        priority,
        since: Date.now(),
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
          this.foregroundEndedAt = Date.now();
          resolve(null);
          this.pump();
        }, maxWaitMs);
      }
    });
  }

  /** Slots in use and callers waiting, for logs and tests. */
  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private next(): TWaiter | undefined {
    const request = this.waiting.find((waiter) => waiter.priority === "request");
    if (request) return request;
    const background = this.waiting.find((waiter) => waiter.priority === "background");
    if (background && this.runningBackground === 0 && Date.now() - background.since >= this.backgroundMaxWaitMs) return background;
    const job = this.waiting.find((waiter) => waiter.priority === "job");
    if (job || this.runningForeground > 0) {
      if (background) this.lookAgainWhenStarved(background);
      return job;
    }
    if (!background) return undefined;
    const quietFor = Date.now() - this.foregroundEndedAt;
    if (quietFor >= this.backgroundQuietMs) return background;
    // Look again once the quiet time is up (a request or job that comes first looks again itself).
    if (!this.quietTimer) {
      this.quietTimer = setTimeout(() => {
        this.quietTimer = undefined;
        this.pump();
      }, this.backgroundQuietMs - quietFor);
    }
    return undefined;
  }

  /** Looks again when a waiting background run will have waited its longest (a freed slot looks again itself). */
  private lookAgainWhenStarved(background: TWaiter): void {
    if (this.starveTimer || !Number.isFinite(this.backgroundMaxWaitMs)) return;
    this.starveTimer = setTimeout(
      () => {
        this.starveTimer = undefined;
        this.pump();
      },
      Math.max(0, background.since + this.backgroundMaxWaitMs - Date.now()),
    );
    this.starveTimer.unref?.();
  }

  private pump(): void {
    while (this.running < this.capacity) {
      const next = this.next();
      if (!next) return;
      this.waiting.splice(this.waiting.indexOf(next), 1);
      this.start(next);
    }
  }

  private start(waiter: TWaiter): void {
    const foreground = waiter.priority !== "background";
    this.running += 1;
    if (foreground) this.runningForeground += 1;
    else this.runningBackground += 1;
    let released = false;
    waiter.grant(() => {
      if (released) return;
      released = true;
      this.running -= 1;
      if (foreground) {
        this.runningForeground -= 1;
        this.foregroundEndedAt = Date.now();
      } else this.runningBackground -= 1;
      this.pump();
    });
  }
}
