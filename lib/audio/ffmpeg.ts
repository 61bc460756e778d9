// Finds the ffmpeg binary once, in the order DEVELOPERS.md fixes: FFMPEG_PATH, `ffmpeg-static` (when it is
// installed and its download worked), `@ffmpeg-installer/ffmpeg` (ships the binary inside npm), then
// `ffmpeg` on PATH. Packages are looked up at run time, so none of them is required to build.
import "server-only";
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { getEnv } from "@/lib/env";

export type TFfmpegSource = "FFMPEG_PATH" | "ffmpeg-static" | "@ffmpeg-installer/ffmpeg" | "PATH";
export type TResolvedFfmpeg = { path: string; source: TFfmpegSource };

const requireFromProject = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json"));

function executable(file: string | null | undefined): file is string {
  if (!file) return false;
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function fromPackage(name: "ffmpeg-static" | "@ffmpeg-installer/ffmpeg"): string | null {
  try {
    const loaded: unknown = requireFromProject(name);
    if (typeof loaded === "string") return loaded;
    if (loaded && typeof loaded === "object" && "path" in loaded && typeof loaded.path === "string") return loaded.path;
  } catch {
    // Not installed, or installed for another platform: try the next source.
  }
  return null;
}

function onPath(searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (dir && executable(path.join(dir, "ffmpeg"))) return path.join(dir, "ffmpeg");
  }
  return null;
}

export function resolveFfmpeg({ configured, searchPath }: { configured?: string; searchPath: string } = { configured: getEnv().FFMPEG_PATH, searchPath: getEnv().PATH }): TResolvedFfmpeg {
  if (configured) {
    if (!executable(configured)) throw new Error(`FFMPEG_PATH is set to ${configured}, which is not an executable file.`);
    return { path: configured, source: "FFMPEG_PATH" };
  }
  const staticPath = fromPackage("ffmpeg-static");
  if (executable(staticPath)) return { path: staticPath, source: "ffmpeg-static" };
  const installerPath = fromPackage("@ffmpeg-installer/ffmpeg");
  if (executable(installerPath)) return { path: installerPath, source: "@ffmpeg-installer/ffmpeg" };
  const pathBinary = onPath(searchPath);
  if (pathBinary) return { path: pathBinary, source: "PATH" };
  throw new Error("ffmpeg was not found: set FFMPEG_PATH, or install @ffmpeg-installer/ffmpeg or ffmpeg.");
}

let cached: TResolvedFfmpeg | undefined;

export function ffmpegPath(): string {
  cached ??= resolveFfmpeg();
  return cached.path;
}

export type TFfmpegRun = { code: number; stderr: string; stdout: string };

/** Runs ffmpeg with the given arguments; never throws for a non-zero exit (the caller reads `code`). */
export function runFfmpeg(args: string[], opts: { timeoutMs?: number } = {}): Promise<TFfmpegRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(/*turbopackIgnore: true*/ ffmpegPath(), ["-hide_banner", "-nostdin", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    // Keep only the tail: a broken input can make ffmpeg print one line per packet.
    child.stdout.on("data", (chunk: Buffer) => (stdout = (stdout + chunk.toString()).slice(-64_000)));
    child.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-16_000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 120_000);
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, stderr, stdout });
    });
  });
}
