// The box ffmpeg runs in, checked from inside with the real bubblewrap and the real ffmpeg: what a decoder
// exploit in a hostile upload could reach. Skipped only where bwrap is not installed (CI installs it, and
// fails the "CI boxes ffmpeg" test without it).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { getEnv } from "@/lib/env";
import { localInput, runFfmpeg } from "./ffmpeg";
import { ffmpegRuntime } from "./ffmpeg-binary";
import { bwrapArgs, runFolders } from "./ffmpeg-sandbox";

const run = promisify(execFile);
const mine = mkdtempSync(path.join(os.tmpdir(), "echobook-box-mine-"));
const other = mkdtempSync(path.join(os.tmpdir(), "echobook-box-other-"));
afterAll(() => {
  rmSync(mine, { recursive: true, force: true });
  rmSync(other, { recursive: true, force: true });
});

const runtime = ffmpegRuntime();
const boxed = runtime.sandbox.kind === "bwrap";
const itBoxed = boxed ? it : it.skip;

describe("runFolders", () => {
  it("opens the folders of inputs read-only and of outputs writable, and no folder for a generated input", () => {
    const input = path.join(mine, "in.webm");
    const output = path.join(other, "out.mp3");
    writeFileSync(input, "");
    expect(runFolders(["-f", "lavfi", "-i", "sine=duration=1", ...localInput(input, ["matroska,webm"]), "-y", output])).toEqual({
      read: [mine],
      write: [other],
    });
  });

  it("refuses relative inputs and files whose folder would open more than one run's files", () => {
    expect(() => runFolders([...localInput("take.webm", ["matroska,webm"]), "-f", "null", "-"])).toThrow(/absolute path/);
    for (const file of [path.join(os.tmpdir(), "loose.wav"), path.join(process.cwd(), "out.wav"), path.join(getEnv().dataDir, "x.wav"), "/out.wav"]) {
      expect(() => runFolders(["-f", "lavfi", "-i", "sine", "-y", file])).toThrow(/working folder of their own/);
    }
  });
});

describe("the box", () => {
  it("boxes ffmpeg on CI, where .ci/run installs bubblewrap", () => {
    if (getEnv().NODE_ENV === "production" || process.env.CI) expect(runtime.sandbox).toMatchObject({ kind: "bwrap" });
    else expect(["bwrap", "none"]).toContain(runtime.sandbox.kind);
  });

  itBoxed("lets a run read no file outside its own folders, where the same run unboxed reads it", async () => {
    // A file the app would never hand this run, named inside an input it reads (a concat list): as a decoder
    // exploit would open it.
    const secret = path.join(other, "secret.wav");
    expect((await runFfmpeg(["-f", "lavfi", "-i", "sine=duration=0.5", "-y", secret])).code).toBe(0);
    const list = path.join(mine, "list.txt");
    writeFileSync(list, `file '${secret}'\n`);
    const args = ["-safe", "0", ...localInput(list, ["concat", "wav"], "concat"), "-f", "null", "-"];

    const unboxed = await run(runtime.path, ["-hide_banner", ...args]).then(
      () => "read",
      (error: { stderr?: string }) => error.stderr ?? "failed",
    );
    expect(unboxed).toBe("read");
    const inBox = await runFfmpeg(args);
    expect(inBox.code).not.toBe(0);
    // Started afresh, the box shows no such file; forked from the media server, Landlock refuses to open it.
    expect(inBox.stderr).toMatch(/No such file or directory|Permission denied/);
  });

  itBoxed("shows no network, no project folder, no .data, no other process, and only its own folders", async () => {
    if (runtime.sandbox.kind !== "bwrap") return;
    writeFileSync(path.join(mine, "own.txt"), "own");
    mkdirSync(getEnv().dataDir, { recursive: true });
    // The same arguments ffmpeg gets, with a shell in its place to look around.
    const probe = [
      `cat ${path.join(mine, "own.txt")}; echo`,
      `echo written > ${path.join(mine, "made.txt")} && echo wrote`,
      `test -e ${other} || echo no-other-folder`,
      `test -e ${process.cwd()} || echo no-project`,
      `test -e ${getEnv().dataDir} || echo no-data`,
      `test -e /proc/${process.pid} || echo no-parent-process`,
      "ls /proc | grep -c '^[0-9]'",
      "grep -v -e Inter -e face -e lo: /proc/net/dev | wc -l",
      "ls /etc",
    ].join("; ");
    const { stdout } = await run(runtime.sandbox.bwrap, [...bwrapArgs(runtime.path, { read: [], write: [mine] }), "/bin/sh", "-c", probe], {
      env: {} as NodeJS.ProcessEnv,
    });
    const lines = stdout.trim().split("\n");
    expect(lines.slice(0, 6)).toEqual(["own", "wrote", "no-other-folder", "no-project", "no-data", "no-parent-process"]);
    // bwrap's own init, the shell, and ls: nothing of the host's processes.
    expect(Number(lines[6])).toBeLessThanOrEqual(4);
    // Only the loopback interface, and it is the box's own.
    expect(Number(lines[7])).toBe(0);
    expect(lines.slice(8).every((name) => name.startsWith("ld.so") || name === "alternatives")).toBe(true);
    expect(readFileSync(path.join(mine, "made.txt"), "utf8")).toBe("written\n");
  });
});
