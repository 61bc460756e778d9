import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolveFfmpeg } from "./ffmpeg-binary";

describe("resolveFfmpeg", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "ffmpeg-resolve-"));

  /** A stand-in ffmpeg in its own folder that answers `-version` with `output`. */
  function fakeFfmpeg(name: string, output: string): { dir: string; file: string } {
    const dir = path.join(root, name);
    mkdirSync(dir);
    const file = path.join(dir, "ffmpeg");
    writeFileSync(file, `#!/bin/sh\ncat <<'VERSION'\n${output}\nVERSION\n`);
    chmodSync(file, 0o755);
    return { dir, file };
  }

  const future = fakeFfmpeg(
    "future",
    "ffmpeg version 99.1 Copyright (c) 2000-2099\nlibavutil      99.  1.100 / 99.  1.100\nlibavformat    99.  3.100 / 99.  3.100",
  );
  // The bundled 4.1 build is a git snapshot ("N-47683-...") with libavformat 58.20.100.
  const older = fakeFfmpeg("older", "ffmpeg version 3.4.8 Copyright (c) 2000-2020\nlibavformat    57. 83.100 / 57. 83.100");
  const silent = fakeFfmpeg("silent", "");

  it("uses FFMPEG_PATH first, whatever its version", () => {
    expect(resolveFfmpeg({ configured: older.file, searchPath: future.dir })).toEqual({
      path: older.file,
      source: "FFMPEG_PATH",
      version: "3.4.8",
      libavformat: [57, 83, 100],
    });
  });

  it("says clearly when FFMPEG_PATH is not an executable", () => {
    expect(() => resolveFfmpeg({ configured: path.join(root, "missing"), searchPath: "" })).toThrow(/FFMPEG_PATH is set to .*missing/);
  });

  it("takes the ffmpeg on PATH when its libavformat is newer than the bundled one", () => {
    expect(resolveFfmpeg({ configured: undefined, searchPath: future.dir })).toEqual({
      path: future.file,
      source: "PATH",
      version: "99.1",
      libavformat: [99, 3, 100],
    });
  });

  it.each([
    ["older", older.dir],
    ["one that does not say its version", silent.dir],
    ["none", ""],
  ])("keeps the binary shipped in npm when the ffmpeg on PATH is %s", (_label, searchPath) => {
    const resolved = resolveFfmpeg({ configured: undefined, searchPath });
    expect(resolved.source).toBe("@ffmpeg-installer/ffmpeg");
    expect(resolved.path).toContain("@ffmpeg-installer");
    expect(resolved.version).toMatch(/^N-\d+/);
  });
});
