// Finds the ffmpeg binary once: FFMPEG_PATH when set; otherwise the newest of `ffmpeg-static` (when it is
// installed and its download worked), `@ffmpeg-installer/ffmpeg` (ffmpeg 4.1 of 2018, shipped inside npm)
// and `ffmpeg` on PATH, compared by the libavformat version each prints for `-version` (a newer ffmpeg has
// the demuxer fixes since, and Debian's 5.1 makes MP3s faster). Packages are looked up at run time, so none
// of them is required to build.
import "server-only";
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { getEnv } from "@/lib/env";
import { resolveSandbox, type TSandbox } from "./ffmpeg-sandbox";

export type TFfmpegSource = "FFMPEG_PATH" | "ffmpeg-static" | "@ffmpeg-installer/ffmpeg" | "PATH";
export type TResolvedFfmpeg = { path: string; source: TFfmpegSource; version: string | null; libavformat: [number, number, number] | null };

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

type TVersion = { label: string; libavformat: [number, number, number] };

/** What `ffmpeg -version` says, or null when the binary does not run or says something else. */
function versionOf(binary: string): TVersion | null {
  let output: string;
  try {
    output = execFileSync(/*turbopackIgnore: true*/ binary, ["-version"], {
      encoding: "utf8",
      env: {} as NodeJS.ProcessEnv,
      timeout: 10_000,
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
  // Release builds say "ffmpeg version 5.1.9"; git builds only a commit, so the library version decides.
  const lavf = /^libavformat\s+(\d+)\.\s*(\d+)\.\s*(\d+)/m.exec(output);
  if (!lavf) return null;
  const label = /^ffmpeg version (\S+)/m.exec(output)?.[1] ?? "unknown";
  return { label, libavformat: [Number(lavf[1]), Number(lavf[2]), Number(lavf[3])] };
}

function newer(a: TVersion, b: TVersion): boolean {
  for (let i = 0; i < 3; i += 1) if (a.libavformat[i] !== b.libavformat[i]) return a.libavformat[i] > b.libavformat[i];
  return false;
}

export function resolveFfmpeg(
  { configured, searchPath }: { configured?: string; searchPath: string } = { configured: getEnv().FFMPEG_PATH, searchPath: getEnv().PATH },
): TResolvedFfmpeg {
  if (configured) {
    const file = path.resolve(configured);
    if (!executable(file)) throw new Error(`FFMPEG_PATH is set to ${configured}, which is not an executable file.`);
    const version = versionOf(file);
    return { path: file, source: "FFMPEG_PATH", version: version?.label ?? null, libavformat: version?.libavformat ?? null };
  }
  const candidates: [TFfmpegSource, string | null][] = [
    ["ffmpeg-static", fromPackage("ffmpeg-static")],
    ["@ffmpeg-installer/ffmpeg", fromPackage("@ffmpeg-installer/ffmpeg")],
    ["PATH", onPath(searchPath)],
  ];
  let best: { path: string; source: TFfmpegSource; version: TVersion } | null = null;
  for (const [source, file] of candidates) {
    const version = executable(file) ? versionOf(file) : null;
    if (file && version && (!best || newer(version, best.version))) best = { path: file, source, version };
  }
  if (!best) throw new Error("ffmpeg was not found: set FFMPEG_PATH, or install @ffmpeg-installer/ffmpeg or ffmpeg.");
  return { path: best.path, source: best.source, version: best.version.label, libavformat: best.version.libavformat };
}

export type TFfmpegRuntime = TResolvedFfmpeg & { sandbox: TSandbox };

let cached: TFfmpegRuntime | undefined;

/**
 * The binary every ffmpeg run uses and the box it runs in; resolved (running each candidate's `-version`,
 * and once inside bwrap) on first use only.
 */
export function ffmpegRuntime(): TFfmpegRuntime {
  if (!cached) {
    const resolved = resolveFfmpeg();
    const env = getEnv();
    cached = { ...resolved, sandbox: resolveSandbox(resolved.path, { mode: env.FFMPEG_SANDBOX, searchPath: env.PATH }) };
  }
  return cached;
}

export function ffmpegPath(): string {
  return ffmpegRuntime().path;
}
