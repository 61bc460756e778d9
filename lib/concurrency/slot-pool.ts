// A counting semaphore with four kinds of holder, served strictly by priority. "request" work has someone
// waiting for the answer: it is served first and gives up after a bounded wait. "job" work (one take's MP3:
// seconds) waits as long as it takes. "background" work (a stitch's many short ffmpeg runs) yields to both:
// it starts only while no request or job runs or waits, and none has for `backgroundQuietMs` (a party's
// uploads and MP3s come in a stream with short pauses between them; a stitch that took each pause would
// make the next upload wait for its run). Jobs and background work may both use every slot: none of their
// runs holds a slot for long (a stitch is cut into runs of a take or a couple of minutes of audio,
// lib/stitching/stitch-audio.ts), and whatever waits with a higher priority gets the next slot that frees.
// "keepsake" work (a turn of a keepsake book's drawing, about a second) comes after requests and jobs
// and before background work: a host's book never makes a guest's upload or MP3 wait for more than a turn.
// Within a priority, callers are served in the order they asked. So that a stitch asked for during a
// party is not put off for the whole party, background work that has waited `backgroundMaxWaitMs` takes
// the next free slot ahead of jobs (never of requests) while no other background run holds one: a
// starved stitch goes on one run at a time, as if one slot were its own.
// A background run that can be paused (an ffmpeg process: SIGSTOP/SIGCONT) says so once it has started
// (`release.setPausable`): when a request or job waits and every slot is taken, the pool pauses such a
// run and hands its slot over at once, instead of making the upload wait for the run to end; the paused
// run is first in line among background work when slots free (after the quiet time, like any). A run
// that went ahead as starved is paused for requests only.
export type TSlotPriority = "request" | "job" | "keepsake" | "background";

/** How the pool pauses a running background run and lets it go on. */
export type TPausable = { pause(): void; resume(): void };

/** Frees the slot; `setPausable` tells the pool how to pause the run holding it (undefined: it cannot be). */
export type TReleaseSlot = (() => void) & { setPausable(control: TPausable | undefined): void };

type THolder = { background: boolean; starved: boolean; paused: boolean; released: boolean; control?: TPausable };

type TWaiter = {
  priority: TSlotPriority;
  since: number;
  /** Granted ahead of jobs because it waited its longest. */
  starved?: boolean;
  /** A paused run waiting to go on, rather than a new one. */
  resumes?: THolder;
  grant(release: TReleaseSlot): void;
};

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
  /** Background runs holding a slot now or paused, in the order they started. */
  private readonly holders: THolder[] = [];
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
    if (background && this.runningBackground === 0 && Date.now() - background.since >= this.backgroundMaxWaitMs) {
      background.starved = true;
      return background;
    }
    const foreground = this.waiting.find((waiter) => waiter.priority === "job") ?? this.waiting.find((waiter) => waiter.priority === "keepsake");
    if (foreground || this.runningForeground > 0) {
      if (background) this.lookAgainWhenStarved(background);
      return foreground;
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
    for (;;) {
      while (this.running < this.capacity) {
        const next = this.next();
        if (!next) return;
        this.waiting.splice(this.waiting.indexOf(next), 1);
        this.start(next);
      }
      if (!this.preempt()) return;
    }
  }

  /** Every slot is taken: pauses a background run for a waiting request or job, if one can be paused. */
  private preempt(): boolean {
    const request = this.waiting.some((waiter) => waiter.priority === "request");
    if (!request && !this.waiting.some((waiter) => waiter.priority === "job")) return false;
    const holder = this.holders.find((h) => !h.paused && h.control && (request || !h.starved));
    if (!holder?.control) return false;
    holder.paused = true;
    this.running -= 1;
    this.runningBackground -= 1;
    holder.control.pause();
    const firstBackground = this.waiting.findIndex((waiter) => waiter.priority === "background");
    const resumer: TWaiter = { priority: "background", since: Date.now(), resumes: holder, grant: () => undefined };
    this.waiting.splice(firstBackground === -1 ? this.waiting.length : firstBackground, 0, resumer);
    return true;
  }

  private start(waiter: TWaiter): void {
    const foreground = waiter.priority !== "background";
    this.running += 1;
    if (foreground) this.runningForeground += 1;
    else this.runningBackground += 1;
    if (waiter.resumes) {
      waiter.resumes.paused = false;
      waiter.resumes.starved = waiter.starved === true;
      waiter.resumes.control?.resume();
      return;
    }
    const holder: THolder = { background: !foreground, starved: waiter.starved === true, paused: false, released: false };
    if (holder.background) this.holders.push(holder);
    const release = () => {
      if (holder.released) return;
      holder.released = true;
      if (holder.background) this.holders.splice(this.holders.indexOf(holder), 1);
      if (holder.paused) {
        // Ended while paused (killed): it holds no slot; drop its place in line.
        const place = this.waiting.findIndex((w) => w.resumes === holder);
        if (place !== -1) this.waiting.splice(place, 1);
      } else {
        this.running -= 1;
        if (foreground) {
          this.runningForeground -= 1;
          this.foregroundEndedAt = Date.now();
        } else this.runningBackground -= 1;
      }
      this.pump();
    };
    waiter.grant(
      Object.assign(release, {
        setPausable: (control: TPausable | undefined) => {
          if (!holder.background || holder.released) return;
          holder.control = control;
          if (control) this.pump();
        },
      }),
    );
  }
}
