import type PgBoss from "pg-boss";
import { createQueueRetrying } from "./queue";

function fakeBoss(failures: { code: string }[]) {
  const calls: string[] = [];
  const updates: string[] = [];
  const boss = {
    updateQueue: async (name: string) => {
      updates.push(name);
    },
    createQueue: async (name: string) => {
      calls.push(name);
      const failure = failures.shift();
      if (failure) throw Object.assign(new Error("failed"), failure);
    },
  } as unknown as PgBoss;
  return { boss, calls, updates };
}

describe("createQueueRetrying", () => {
  it("tries again when another instance creating the same queue makes PostgreSQL pick this one as a deadlock victim", async () => {
    const { boss, calls, updates } = fakeBoss([{ code: "40P01" }, { code: "23505" }]);
    await createQueueRetrying(boss, "audio.stitch");
    expect(calls).toEqual(["audio.stitch", "audio.stitch", "audio.stitch"]);
    // A queue made by an older release gets today's options (expiry, retries).
    expect(updates).toEqual(["audio.stitch"]);
  });

  it("gives up after its attempts, and at once on any other error", async () => {
    const deadlocks = fakeBoss(Array.from({ length: 5 }, () => ({ code: "40P01" })));
    await expect(createQueueRetrying(deadlocks.boss, "audio.transcode", 3)).rejects.toMatchObject({ code: "40P01" });
    expect(deadlocks.calls).toHaveLength(3);
    const other = fakeBoss([{ code: "42P01" }]);
    await expect(createQueueRetrying(other.boss, "audio.transcode")).rejects.toMatchObject({ code: "42P01" });
    expect(other.calls).toHaveLength(1);
  });
});
