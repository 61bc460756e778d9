// The box every ffmpeg run goes in, where bubblewrap (`bwrap`, Linux) is installed: a new mount namespace
// that holds only the system's programs and libraries (read-only), a fresh /proc of its own processes, an
// empty /dev and /tmp, and the folders of this run's own input and output files. No network (a new network
// namespace), no other process to see, no project folder, no `.data` (session secret, embedded database,
// uploads), no /etc beyond the dynamic linker's cache. A decoder exploit in a hostile upload then reads and
// writes nothing but the files of the run it came in. Where bwrap is missing (macOS, a slim image) ffmpeg
// runs unboxed and says so: /api/health, the start-up line, and a production start refuses (ffmpeg-fitness.ts).
//
//   FFMPEG_SANDBOX=auto   (default) bwrap when it works here, else unboxed
//   FFMPEG_SANDBOX=bwrap  bwrap or refuse to run ffmpeg at all
//   FFMPEG_SANDBOX=off    unboxed on purpose (a container that is itself the box)
import "server-only";
import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync, lstatSync, readlinkSync, realpathSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getEnv } from "@/lib/env";

export type TSandbox = { kind: "bwrap"; bwrap: string } | { kind: "none"; reason: string };

// The system's programs and libraries; merged-/usr systems have these as symlinks into /usr.
const SYSTEM_PATHS = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"];
// Debian links some libraries (BLAS, LAPACK) through /etc/alternatives.
const LINKER_FILES = ["/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives"];

function findBwrap(searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, "bwrap");
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

function systemMounts(): string[] {
  const args: string[] = [];
  for (const dir of SYSTEM_PATHS) {
    let stats;
    try {
      stats = lstatSync(dir);
    } catch {
      continue;
    }
    if (stats.isSymbolicLink()) args.push("--symlink", readlinkSync(dir), dir);
    else if (stats.isDirectory()) args.push("--ro-bind", dir, dir);
  }
  for (const file of LINKER_FILES) args.push("--ro-bind-try", file, file);
  return args;
}

/** The folders a run may use: each file argument's folder (real path), outputs writable, inputs read-only. */
export type TRunFolders = { read: string[]; write: string[] };

const forbiddenRoots = () => {
  const env = getEnv();
  return [process.cwd(), env.dataDir, os.homedir(), os.tmpdir(), "/"].map((dir) => path.resolve(dir));
};

/**
 * Refuses a folder that would open more than one run's files: the root, the project, the data folder, the
 * home folder, the system's temporary folder itself, or any folder that holds one of them. Every caller works in a folder of its own (mkdtemp).
 */
function checkFolder(dir: string): void {
  for (const root of forbiddenRoots()) {
    if (dir === root || root.startsWith(dir + path.sep) || dir === "/") {
      throw new Error(`ffmpeg's files must be in a working folder of their own, not in ${dir}.`);
    }
  }
}

function realFolder(file: string): string {
  const dir = path.dirname(path.resolve(file));
  return existsSync(dir) ? realpathSync(dir) : dir;
}

/**
 * The folders of the files named in ffmpeg's arguments: an input follows `-i` (generated `lavfi` inputs
 * name no file); every other argument that is an absolute path is an output. A file named inside an input
 * (a concat list's entries) must sit in one of these folders, which the stitcher's part lists do.
 */
export function runFolders(args: readonly string[]): TRunFolders {
  const read = new Set<string>();
  const write = new Set<string>();
  let groupStart = 0;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === "-i" && index + 1 < args.length) {
      const options = args.slice(groupStart, index);
      const generated = options.some((option, i) => option === "-f" && options[i + 1] === "lavfi");
      const file = args[index + 1];
      if (!generated) {
        if (!path.isAbsolute(file)) throw new Error(`ffmpeg input ${file} must be an absolute path.`);
        read.add(realFolder(file));
      }
      groupStart = index + 2;
      index += 1;
    } else if (path.isAbsolute(arg)) {
      write.add(realFolder(arg));
    }
  }
  for (const dir of [...read, ...write]) checkFolder(dir);
  return { read: [...read].filter((dir) => !write.has(dir)), write: [...write] };
}

/** bwrap's arguments for one run of `binary`, up to and including `--` (ffmpeg and its arguments follow). */
export function bwrapArgs(binary: string, folders: TRunFolders): string[] {
  const args = ["--unshare-all", "--die-with-parent", "--cap-drop", "ALL", ...systemMounts(), "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"];
  // A binary outside /usr (the one npm ships) is bound alone, read-only.
  const realBinary = realpathSync(binary);
  if (!realBinary.startsWith("/usr/")) args.push("--ro-bind", realBinary, realBinary);
  for (const dir of folders.read) args.push("--ro-bind", dir, dir);
  for (const dir of folders.write) args.push("--bind", dir, dir);
  args.push("--chdir", "/", "--");
  return args;
}

/** Whether bwrap really runs `binary` here (a container may forbid the namespaces it needs). */
function bwrapWorks(bwrap: string, binary: string): string | null {
  try {
    execFileSync(bwrap, [...bwrapArgs(binary, { read: [], write: [] }), realpathSync(binary), "-version"], {
      env: {} as NodeJS.ProcessEnv,
      timeout: 10_000,
      stdio: ["ignore", "ignore", "pipe"],
    });
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return stderr ? stderr.split("\n")[0] : "bwrap could not run ffmpeg";
  }
}

export function resolveSandbox(binary: string, opts: { mode: "auto" | "bwrap" | "off"; searchPath: string; platform?: NodeJS.Platform }): TSandbox {
  if (opts.mode === "off") return { kind: "none", reason: "FFMPEG_SANDBOX=off" };
  const platform = opts.platform ?? process.platform;
  const bwrap = platform === "linux" ? findBwrap(opts.searchPath) : null;
  const failure = bwrap ? bwrapWorks(bwrap, binary) : platform === "linux" ? "bubblewrap (bwrap) is not installed" : `no sandbox on ${platform}`;
  if (bwrap && failure === null) return { kind: "bwrap", bwrap };
  if (opts.mode === "bwrap") throw new Error(`FFMPEG_SANDBOX=bwrap, but ${failure}.`);
  return { kind: "none", reason: failure ?? "unknown" };
}
