import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { startGroup, type TGroupRun } from "./spawner";

const run = promisify(execFile);

type TResult = { code: number | null; stdout: string; stderr: string; error?: Error };

function start(file: string, args: string[], env: NodeJS.ProcessEnv = {} as NodeJS.ProcessEnv): { run: TGroupRun; done: Promise<TResult> } {
  let stdout = "";
  let stderr = "";
  let settle!: (result: TResult) => void;
  const done = new Promise<TResult>((resolve) => (settle = resolve));
  const started = startGroup(file, args, env, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    error: (error) => settle({ code: null, stdout, stderr, error }),
    close: (code) => settle({ code, stdout, stderr }),
  });
  return { run: started, done };
}

/** The pid of the helper process: the one child of this process that runs spawn-helper.mjs. */
function helperPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.replace(/^.*\) /, "").split(" ")[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (ppid === process.pid && cmdline.includes("spawn-helper.mjs")) pids.push(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  return pids;
}

describe("startGroup (the spawner process)", () => {
  it("runs a program with only the environment given, and hands back its output and exit code", async () => {
    const env = { ECHO_ME: "from the app" } as unknown as NodeJS.ProcessEnv;
    const { done } = start("/bin/sh", ["-c", 'printf "%s|%s" "$ECHO_ME" "${DATABASE_URL-unset}"; echo oops >&2; exit 3'], env);
    const result = await done;
    expect(result).toMatchObject({ code: 3, stdout: "from the app|unset", stderr: "oops\n" });
    // Started from the helper, not from this process.
    expect(helperPids()).toHaveLength(1);
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
    const [helper] = helperPids();
    expect(helper).toBeDefined();
    process.kill(helper, "SIGKILL");
    const failed = await first.done;
    expect(failed.error?.message).toMatch(/the spawner stopped/);
    const next = await start("/bin/echo", ["again"]).done;
    expect(next).toMatchObject({ code: 0, stdout: "again\n" });
    expect(helperPids()).not.toContain(helper);
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
