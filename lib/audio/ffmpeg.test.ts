// runFfmpeg with the real binary: what the process gets (environment, limits) and what it may open.
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { mediaSlots } from "@/lib/concurrency/media-slots";
import { runFfmpeg, userInput } from "./ffmpeg";
import { expectLimitedRun } from "@/tests/helpers/audio";
import { ffmpegPath } from "./ffmpeg-binary";

const dir = mkdtempSync(path.join(os.tmpdir(), "echobook-ffmpeg-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whether ffmpeg process `pid` has the file `marker` open (a run forked from the media server keeps the server's command line). */
function hasOpen(pid: string, marker: string): boolean {
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === marker;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** The running ffmpeg (not the shell that starts it) whose command line contains `marker`, or that has the file `marker` open. */
async function findProcess(marker: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        if (argv[0] === ffmpegPath() && (argv.includes(marker) || hasOpen(pid, marker))) return pid;
      } catch {
        // The process ended while we looked.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ffmpeg with ${marker} appeared`);
}

describe("runFfmpeg", () => {
  it("refuses an input of a file opened without the protocol and format allow-lists", async () => {
    await expect(runFfmpeg(["-i", path.join(dir, "any.webm"), "-f", "null", "-"])).rejects.toThrow(/allow-list/);
    await expect(runFfmpeg(["-f", "webm", "-i", path.join(dir, "any.webm"), "-f", "null", "-"])).rejects.toThrow(/allow-list/);
  });

  (process.platform === "linux" ? it : it.skip)(
    "gives ffmpeg no environment, no core files and a CPU limit, and kills it at the wall-clock limit",
    async () => {
      const marker = `echobook-limits-${process.pid}-${Date.now()}`;
      const started = Date.now();
      // -re reads the generated tone at its real rate, so this run would take a minute.
      const running = runFfmpeg(["-re", "-f", "lavfi", "-i", "sine=duration=60", "-f", "null", marker], { timeoutMs: 3_000 });
      // Its output names no folder, so it starts ffmpeg afresh (the media server's runs: media-server.test.ts).
      expectLimitedRun(await findProcess(marker), 3);
      const run = await running;
      expect(run.code).not.toBe(0);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
      expect(Date.now() - started).toBeLessThan(10_000);
    },
  );

  it("passes arguments to ffmpeg untouched, never through a shell", async () => {
    // A shell would run these commands in its working folder, the project's.
    const hostile = path.join(dir, "tone $(touch pwned-dollar) ; touch pwned-semicolon `touch pwned-tick` '\".wav");
    const made = await runFfmpeg(["-f", "lavfi", "-i", "sine=duration=0.5", "-y", hostile]);
    expect(made.code).toBe(0);
    expect(existsSync(hostile)).toBe(true);
    expect(readdirSync(process.cwd()).filter((name) => name.startsWith("pwned-"))).toEqual([]);

    const probed = await runFfmpeg([...userInput(hostile), "-f", "null", "-"]);
    expect(probed.code).toBe(0);
    expect(probed.stderr).toMatch(/Input #0, wav, from/);
  });

  it("pauses a background run while an upload's run waits for its slot, and then finishes it whole", async () => {
    // Every slot taken by a stitch's runs, each reading a 2-second tone at its real pace.
    const outputs = Array.from({ length: mediaSlots().capacity }, (_, i) => path.join(dir, `paused-${i}.wav`));
    let backgroundDone = 0;
    const background = outputs.map((output) =>
      runFfmpeg(["-re", "-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-y", output], { priority: "background" }).then((run) => {
        backgroundDone += 1;
        return run;
      }),
    );
    const pids = await Promise.all(outputs.map(findProcess));
    const uploadOutput = path.join(dir, "upload-run.wav");
    const upload = runFfmpeg(["-re", "-f", "lavfi", "-i", "sine=duration=0.5", "-y", uploadOutput], { priority: "request" });
    await findProcess(uploadOutput);
    const states = pids.map((pid) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0]);
    expect(states).toContain("T");
    expect((await upload).code).toBe(0);
    // The upload did not wait for a stitch run to end.
    expect(backgroundDone).toBe(0);
    for (const run of await Promise.all(background)) expect(run).toMatchObject({ code: 0, timedOut: false });
    // 2 s of 16-bit mono at 44.1 kHz each: nothing was lost while paused.
    for (const output of outputs) expect(statSync(output).size).toBeGreaterThanOrEqual(2 * 44_100 * 2);
  }, 30_000);
});
