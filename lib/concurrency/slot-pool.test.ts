import { SlotPool, type TReleaseSlot, type TSlotPriority } from "./slot-pool";

/** Settles pending promise callbacks, so a grant that is due has happened. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function track(pool: SlotPool, priority: TSlotPriority, maxWaitMs?: number) {
  const state: { release: TReleaseSlot | null; settled: boolean } = { release: null, settled: false };
  void pool.acquire(priority, maxWaitMs).then((release) => Object.assign(state, { release, settled: true }));
  return state;
}

describe("SlotPool", () => {
  it("runs no more than its capacity at once, and the next waiter starts when a slot frees", async () => {
    const pool = new SlotPool(2);
    const [a, b, c] = [track(pool, "request"), track(pool, "request"), track(pool, "request")];
    await settle();
    expect([a.settled, b.settled, c.settled]).toEqual([true, true, false]);
    a.release?.();
    a.release?.(); // a second release of the same slot frees nothing more
    await settle();
    expect(c.settled).toBe(true);
    expect(pool.stats()).toEqual({ running: 2, waiting: 0 });
  });

  it("lets background work use every slot while nothing else waits", async () => {
    const pool = new SlotPool(3);
    const runs = [track(pool, "background"), track(pool, "background"), track(pool, "background"), track(pool, "background")];
    await settle();
    expect(runs.map((run) => run.settled)).toEqual([true, true, true, false]);
    expect(pool.stats()).toEqual({ running: 3, waiting: 1 });
  });

  it("gives every slot that background work frees to requests and jobs, and starts background work again only when they are done", async () => {
    const pool = new SlotPool(2);
    const [a, b, c] = [track(pool, "background"), track(pool, "background"), track(pool, "background")];
    await settle();
    const mp3 = track(pool, "job");
    const upload = track(pool, "request");
    a.release?.();
    await settle();
    expect([upload.settled, mp3.settled, c.settled]).toEqual([true, false, false]);
    b.release?.();
    await settle();
    expect([mp3.settled, c.settled]).toEqual([true, false]);
    upload.release?.();
    await settle();
    // A slot is free, but an MP3 still runs: the stitch waits for the party to pause.
    expect(c.settled).toBe(false);
    mp3.release?.();
    await settle();
    expect(c.settled).toBe(true);
  });

  it("waits the quiet time after the last request or job before it starts background work", async () => {
    jest.useFakeTimers();
    try {
      const pool = new SlotPool(2, { backgroundQuietMs: 1_000 });
      const upload = track(pool, "request");
      await Promise.resolve();
      const stitch = track(pool, "background");
      jest.advanceTimersByTime(5_000);
      await Promise.resolve();
      expect(stitch.settled).toBe(false);
      upload.release?.();
      jest.advanceTimersByTime(600);
      await Promise.resolve();
      expect(stitch.settled).toBe(false);
      // Another upload within the quiet time starts the wait over.
      const next = track(pool, "request");
      await Promise.resolve();
      next.release?.();
      jest.advanceTimersByTime(999);
      await Promise.resolve();
      expect(stitch.settled).toBe(false);
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      expect(stitch.settled).toBe(true);
      // On an idle pool background work starts at once, on every slot.
      const more = track(pool, "background");
      await Promise.resolve();
      expect(more.settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("starts no background work while a job waits, whichever asked first", async () => {
    const pool = new SlotPool(1);
    const holder = track(pool, "job");
    await settle();
    const stitch = track(pool, "background");
    const mp3s = [track(pool, "job"), track(pool, "job")];
    holder.release?.();
    await settle();
    expect([mp3s[0].settled, mp3s[1].settled, stitch.settled]).toEqual([true, false, false]);
    mp3s[0].release?.();
    await settle();
    expect([mp3s[1].settled, stitch.settled]).toEqual([true, false]);
    mp3s[1].release?.();
    await settle();
    expect(stitch.settled).toBe(true);
  });

  it("lets short jobs use every slot, while a waiting request still gets the next one before them", async () => {
    const pool = new SlotPool(2);
    const [first, second, third] = [track(pool, "job"), track(pool, "job"), track(pool, "job")];
    await settle();
    expect([first.settled, second.settled, third.settled]).toEqual([true, true, false]);
    const upload = track(pool, "request");
    first.release?.();
    await settle();
    expect([upload.settled, third.settled]).toEqual([true, false]);
    second.release?.();
    await settle();
    expect(third.settled).toBe(true);
  });

  it("serves a keepsake book's turns after requests and MP3 jobs and before background work, whichever asked first", async () => {
    const pool = new SlotPool(1);
    const holder = track(pool, "request");
    await settle();
    const stitch = track(pool, "background");
    const book = track(pool, "keepsake");
    const mp3 = track(pool, "job");
    const upload = track(pool, "request");
    holder.release?.();
    await settle();
    expect([upload.settled, mp3.settled, book.settled, stitch.settled]).toEqual([true, false, false, false]);
    upload.release?.();
    await settle();
    expect([mp3.settled, book.settled, stitch.settled]).toEqual([true, false, false]);
    mp3.release?.();
    await settle();
    expect([book.settled, stitch.settled]).toEqual([true, false]);
    book.release?.();
    await settle();
    expect(stitch.settled).toBe(true);
  });

  it("serves callers of the same priority in the order they asked", async () => {
    const pool = new SlotPool(1);
    const holder = track(pool, "request");
    await settle();
    const [first, second] = [track(pool, "background"), track(pool, "background")];
    holder.release?.();
    await settle();
    expect([first.settled, second.settled]).toEqual([true, false]);
  });

  it("lets background work use the only slot when there is one, and serves waiting requests first", async () => {
    const pool = new SlotPool(1);
    const job = track(pool, "background");
    await settle();
    expect(job.settled).toBe(true);
    const laterJob = track(pool, "background");
    const upload = track(pool, "request");
    job.release?.();
    await settle();
    expect([upload.settled, laterJob.settled]).toEqual([true, false]);
    upload.release?.();
    await settle();
    expect(laterJob.settled).toBe(true);
  });

  it("gives up on a request after its wait and leaves the queue, while background work keeps waiting", async () => {
    jest.useFakeTimers();
    try {
      const pool = new SlotPool(1);
      const holder = track(pool, "request");
      await Promise.resolve();
      const upload = track(pool, "request", 1_000);
      const job = track(pool, "background");
      jest.advanceTimersByTime(999);
      await Promise.resolve();
      expect(upload.settled).toBe(false);
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      expect(upload).toEqual({ release: null, settled: true });
      expect(pool.stats()).toEqual({ running: 1, waiting: 1 });
      jest.advanceTimersByTime(60_000);
      holder.release?.();
      await Promise.resolve();
      expect(job.settled).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("lets background work that has waited its longest go ahead of jobs, one run at a time, never ahead of requests", async () => {
    jest.useFakeTimers();
    try {
      const pool = new SlotPool(2, { backgroundMaxWaitMs: 30_000 });
      // A party that never pauses: both slots held by jobs, more jobs always waiting.
      let jobs = [track(pool, "job"), track(pool, "job")];
      const stitchRuns = [track(pool, "background"), track(pool, "background")];
      const queued = [track(pool, "job"), track(pool, "job")];
      await Promise.resolve();
      await jest.advanceTimersByTimeAsync(29_000);
      jobs[0].release?.();
      await jest.advanceTimersByTimeAsync(0);
      // Not waited long enough yet: the freed slot goes to the waiting job.
      expect(queued[0].settled).toBe(true);
      expect(stitchRuns[0].settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1_000);
      const request = track(pool, "request");
      jobs[1].release?.();
      await jest.advanceTimersByTimeAsync(0);
      // A request still comes first.
      expect(request.settled).toBe(true);
      expect(stitchRuns[0].settled).toBe(false);
      request.release?.();
      await jest.advanceTimersByTimeAsync(0);
      // Then the starved background run, ahead of the job that asked earlier; its companion keeps waiting.
      expect(stitchRuns[0].settled).toBe(true);
      expect(queued[1].settled).toBe(false);
      expect(stitchRuns[1].settled).toBe(false);
      jobs = [queued[0]];
      jobs[0].release?.();
      await jest.advanceTimersByTimeAsync(0);
      expect(queued[1].settled).toBe(true);
      expect(stitchRuns[1].settled).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  /** A pausable run's record of what the pool asked of it. */
  function pausable(run: { release: TReleaseSlot | null }) {
    const calls: string[] = [];
    run.release?.setPausable({ pause: () => calls.push("pause"), resume: () => calls.push("resume") });
    return calls;
  }

  it("pauses a background run for a waiting upload, hands its slot over at once, and lets it go on when the slot frees", async () => {
    const pool = new SlotPool(1);
    const stitch = track(pool, "background");
    await settle();
    const calls = pausable(stitch);
    const upload = track(pool, "request");
    await settle();
    expect(upload.settled).toBe(true);
    expect(calls).toEqual(["pause"]);
    expect(pool.stats()).toEqual({ running: 1, waiting: 1 });
    // A new background run waits behind the paused one.
    const later = track(pool, "background");
    upload.release?.();
    await settle();
    expect(calls).toEqual(["pause", "resume"]);
    expect(later.settled).toBe(false);
    stitch.release?.();
    await settle();
    expect(later.settled).toBe(true);
  });

  it("pauses for MP3 jobs too, but keeps a run that cannot be paused in its slot", async () => {
    const pool = new SlotPool(2);
    const [first, second] = [track(pool, "background"), track(pool, "background")];
    await settle();
    const calls = pausable(second);
    const [mp3, another] = [track(pool, "job"), track(pool, "job")];
    await settle();
    expect([mp3.settled, another.settled]).toEqual([true, false]);
    expect(calls).toEqual(["pause"]);
    first.release?.();
    await settle();
    expect(another.settled).toBe(true);
  });

  it("waits the quiet time before it lets a paused run go on", async () => {
    jest.useFakeTimers();
    try {
      const pool = new SlotPool(1, { backgroundQuietMs: 3_000 });
      const stitch = track(pool, "background");
      await Promise.resolve();
      const calls = pausable(stitch);
      const upload = track(pool, "request");
      await Promise.resolve();
      upload.release?.();
      await jest.advanceTimersByTimeAsync(2_999);
      expect(calls).toEqual(["pause"]);
      await jest.advanceTimersByTimeAsync(1);
      expect(calls).toEqual(["pause", "resume"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("pauses a run that went ahead as starved for requests only", async () => {
    jest.useFakeTimers();
    try {
      const pool = new SlotPool(1, { backgroundMaxWaitMs: 30_000 });
      const job = track(pool, "job");
      const stitch = track(pool, "background");
      const queued = track(pool, "job");
      await jest.advanceTimersByTimeAsync(30_000);
      job.release?.();
      await jest.advanceTimersByTimeAsync(0);
      expect([stitch.settled, queued.settled]).toEqual([true, false]);
      const calls = pausable(stitch);
      await jest.advanceTimersByTimeAsync(0);
      expect(calls).toEqual([]);
      const upload = track(pool, "request");
      await jest.advanceTimersByTimeAsync(0);
      expect(upload.settled).toBe(true);
      expect(calls).toEqual(["pause"]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("drops a run that ends while paused from the line, and frees no slot it does not hold", async () => {
    const pool = new SlotPool(1);
    const stitch = track(pool, "background");
    await settle();
    pausable(stitch);
    const upload = track(pool, "request");
    await settle();
    stitch.release?.();
    expect(pool.stats()).toEqual({ running: 1, waiting: 0 });
    const next = track(pool, "request");
    await settle();
    expect(next.settled).toBe(false);
    upload.release?.();
    await settle();
    expect(next.settled).toBe(true);
  });

  it("needs at least one slot", () => {
    expect(() => new SlotPool(0)).toThrow(/at least one slot/);
  });
});
