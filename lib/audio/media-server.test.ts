// The media server (media-server.c, media-server.ts) with the real ffmpeg, in its box: runs forked from one
// started ffmpeg give the same results as fresh ones, get the same limits, and are each confined to their
// own folders; a run that calls the server itself (as a decoder exploit could) is refused.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { expectLimitedRun } from "@/tests/helpers/audio";
import { ffmpegPath, ffmpegRuntime } from "./ffmpeg-binary";
import { localInput, runFfmpeg } from "./ffmpeg";
import { mediaServerRequest, mediaServerSocket, mediaServerStatus, runInMediaServer } from "./media-server";

const runtime = ffmpegRuntime();
const hasCompiler = (getEnv().PATH ?? "").split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, "cc")));
// CI (.ci/run) installs bubblewrap and gcc on a Linux with Landlock: there the server must be used.
const served = runtime.sandbox.kind === "bwrap" && hasCompiler;
const itServed = served ? it : it.skip;

const mine = mkdtempSync(path.join(os.tmpdir(), "echobook-served-mine-"));
const other = mkdtempSync(path.join(os.tmpdir(), "echobook-served-other-"));
afterAll(() => {
  rmSync(mine, { recursive: true, force: true });
  rmSync(other, { recursive: true, force: true });
});

/** The forked ffmpeg that has `file` open. */
async function workerWith(file: string): Promise<string> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] !== ffmpegPath()) continue;
        if (readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === file)) return pid;
      } catch {
        // It ended while we looked.
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ffmpeg has ${file} open`);
}

describe("the media server", () => {
  it("is used on CI, where bubblewrap and a C compiler are installed", async () => {
    await runFfmpeg(["-f", "lavfi", "-i", "sine=duration=0.2", "-y", path.join(mine, "first.wav")]);
    if (process.env.CI && process.platform === "linux") expect(served).toBe(true);
    expect(mediaServerStatus().kind).toBe(served ? "server" : "afresh");
  });

  itServed("makes the same file a fresh ffmpeg makes", async () => {
    const output = path.join(mine, "tone.wav");
    const run = await runFfmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-y", output, "-progress", "pipe:1"]);
    expect(run).toMatchObject({ code: 0, timedOut: false, stopped: false });
    expect(run.stdout).toMatch(/^progress=end$/m);
    expect(run.stderr).toMatch(/Output #0, wav/);
    const fresh = path.join(mine, "fresh.wav");
    execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=1", "-y", fresh]);
    expect(readFileSync(output).equals(readFileSync(fresh))).toBe(true);
    expect(mediaServerStatus().kind).toBe("server");
  });

  itServed("gives a run no environment, no core files and its CPU limit, and kills it at the wall-clock limit", async () => {
    const output = path.join(mine, "long.wav");
    const started = Date.now();
    const running = runFfmpeg(["-re", "-f", "lavfi", "-i", "sine=duration=60", "-y", output], { timeoutMs: 3_000 });
    expectLimitedRun(await workerWith(output), 3);
    const run = await running;
    expect(run).toMatchObject({ timedOut: true });
    expect(run.code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  itServed("lets a run open no file outside its own folders, and write none in a folder it only reads", async () => {
    const secret = path.join(other, "secret.wav");
    execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "sine=duration=0.5", "-y", secret]);
    const list = path.join(mine, "list.txt");
    writeFileSync(list, `file '${secret}'\n`);
    // As a decoder exploit would: a file named inside an input the run reads.
    const read = await runFfmpeg(["-safe", "0", ...localInput(list, ["concat", "wav"], "concat"), "-f", "null", "-"]);
    expect(read.code).not.toBe(0);
    expect(read.stderr).toMatch(/Permission denied/);

    // A run asked to write where it may only read.
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
      let stderr = "";
      runInMediaServer(
        runtime,
        { read: [mine], write: [] },
        ["-hide_banner", "-f", "lavfi", "-i", "sine=duration=0.2", "-y", path.join(mine, "no.wav")],
        { cpuSeconds: 10, niceness: 0 },
        {
          stdout: () => undefined,
          stderr: (text) => (stderr += text),
          unavailable: reject,
          error: reject,
          close: (code) => resolve({ code, stderr }),
        },
      );
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/Permission denied/);
    expect(existsSync(path.join(mine, "no.wav"))).toBe(false);
  });

  itServed("refuses a run that calls the server itself, so it cannot start one beyond its own folders", async () => {
    const socket = mediaServerSocket();
    expect(socket).not.toBeNull();
    // The request a hostile run would send: write a file into another run's folder.
    const planted = path.join(other, "planted.wav");
    const plant = ["-f", "lavfi", "-i", "sine=duration=0.2", "-y", planted];
    const hostile = mediaServerRequest(10, 0, { read: [], write: [other] }, ["ffmpeg", ...plant]);
    // Then 1.5 s of zeros (mono 16-bit at 44.1 kHz), which keep the connection open as the run would go on.
    const crafted = path.join(mine, "request.raw");
    writeFileSync(crafted, Buffer.concat([hostile, Buffer.alloc(2 * 44_100 * 1.5 + (hostile.length % 2))]));
    // ffmpeg copies those bytes as they are (16-bit PCM in, the same out, at their real pace) into the server's socket.
    const run = await runFfmpeg(["-re", ...localInput(crafted, ["s16le"], "s16le"), "-c", "copy", "-f", "s16le", `unix:${socket}`], { timeoutMs: 10_000 });
    expect(run.timedOut).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(existsSync(planted)).toBe(false);
    // The same request from outside the box is a run like any other.
    const fromApp = await new Promise<number | null>((resolve, reject) => {
      runInMediaServer(
        runtime,
        { read: [], write: [other] },
        plant,
        { cpuSeconds: 10, niceness: 0 },
        {
          stdout: () => undefined,
          stderr: () => undefined,
          unavailable: reject,
          error: reject,
          close: resolve,
        },
      );
    });
    expect(fromApp).toBe(0);
    expect(statSync(planted).size).toBeGreaterThan(0);
  });
});
