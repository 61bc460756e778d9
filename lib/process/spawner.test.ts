import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { createSpawner, type TGroupRun } from "./spawner";

const run = promisify(execFile);

type TResult = { code: number | null; stdout: string; stderr: string; error?: Error };

function start(file: string, args: string[], env: NodeJS.ProcessEnv = {} as NodeJS.ProcessEnv): { run: TGroupRun; done: Promise<TResult> } {
  let stdout = "";
  let stderr = "";
  let settle!: (result: TResult) => void;
  const done = new Promise<TResult>((resolve) => (settle = resolve));
  const started = spawner.start(file, args, env, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    error: (error) => settle({ code: null, stdout, stderr, error }),
    close: (code) => settle({ code, stdout, stderr }),
  });
  return { run: started, done };
}

// A spawner of this file's own, whose helper ends after half a second without a run.
const spawner = createSpawner({ idleMs: 500 });

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

describe("startGroup (the spawner process)", () => {
  it("runs a program with only the environment given, and hands back its output and exit code", async () => {
    const env = { ECHO_ME: "from the app" } as unknown as NodeJS.ProcessEnv;
    const { done } = start("/bin/sh", ["-c", 'printf "%s|%s|%s" "$ECHO_ME" "${DATABASE_URL-unset}" "$PPID"; echo oops >&2; exit 3'], env);
    const result = await done;
    const [echoed, database, parent] = result.stdout.split("|");
    expect({ ...result, stdout: `${echoed}|${database}` }).toMatchObject({ code: 3, stdout: "from the app|unset", stderr: "oops\n" });
    // Started from the helper, not from this process.
    expect(Number(parent)).toBe(spawner.helperPid());
    expect(Number(parent)).not.toBe(process.pid);
  });

  it("signals the run's whole process group, even when asked before the run has started", async () => {
    const { run: started, done } = start("/bin/sh", ["-c", "sleep 30 & sleep 30; echo never"]);
    started.signal("SIGKILL");
    const result = await done;
    expect(result.code).toBeNull();
    expect(result.stdout).toBe("");
  });

  it("fails a program that cannot be started, as a failed spawn", async () => {
    const result = await start("/nonexistent/program", []).done;
    expect(result.error).toBeInstanceOf(Error);
    expect((result.error as NodeJS.ErrnoException).code).toBe("ENOENT");
  });

  it("fails the runs under way when the helper stops, kills them, and starts a new helper for the next run", async () => {
    const first = start("/bin/sleep", ["30"]);
    // Wait until it runs, then stop the helper under it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const helper = spawner.helperPid();
    expect(helper).toBeDefined();
    process.kill(helper!, "SIGKILL");
    const failed = await first.done;
    expect(failed.error?.message).toMatch(/the spawner stopped/);
    const next = await start("/bin/echo", ["again"]).done;
    expect(next).toMatchObject({ code: 0, stdout: "again\n" });
    expect(spawner.helperPid()).not.toBe(helper);
  });

  it("ends its helper after a while without a run, and starts one again for the next", async () => {
    await start("/bin/true", []).done;
    const helper = spawner.helperPid()!;
    expect(alive(helper)).toBe(true);
    for (let waited = 0; alive(helper) && waited < 5000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(helper)).toBe(false);
    expect(spawner.helperPid()).toBeUndefined();
    expect(await start("/bin/echo", ["back"]).done).toMatchObject({ code: 0, stdout: "back\n" });
  });

  // execFile waits for the script's stdout to close, which the helper shares: it ends when the script has.
  it("keeps no process alive once its runs have ended, and its helper ends with the app", async () => {
    const script = [
      `const { startGroup } = require(${JSON.stringify(path.join(__dirname, "spawner.ts"))});`,
      `startGroup("/bin/echo", ["done"], {}, { stdout: (t) => process.stdout.write(t), stderr() {}, error(e) { console.error(e); process.exitCode = 1; }, close(code) { process.stdout.write("code " + code + "\\n"); } });`,
    ].join("\n");
    const started = Date.now();
    const { stdout } = await run(process.execPath, ["--conditions=react-server", "--import", "tsx", "-e", script], { timeout: 30_000, cwd: process.cwd() });
    expect(stdout).toBe("done\ncode 0\n");
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 40_000);
});
