import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { resolveFfmpeg } from "./ffmpeg";

describe("resolveFfmpeg", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ffmpeg-resolve-"));
  const fake = path.join(dir, "ffmpeg");
  writeFileSync(fake, "#!/bin/sh\n");
  chmodSync(fake, 0o755);

  it("uses FFMPEG_PATH first", () => {
    expect(resolveFfmpeg({ configured: fake, searchPath: "" })).toEqual({ path: fake, source: "FFMPEG_PATH" });
  });

  it("says clearly when FFMPEG_PATH is not an executable", () => {
    expect(() => resolveFfmpeg({ configured: path.join(dir, "missing"), searchPath: "" })).toThrow(/FFMPEG_PATH is set to .*missing/);
  });

  it("falls back to the binary shipped in npm when nothing is configured", () => {
    const resolved = resolveFfmpeg({ configured: undefined, searchPath: dir });
    expect(resolved.source).toBe("@ffmpeg-installer/ffmpeg");
    expect(resolved.path).toContain("@ffmpeg-installer");
  });
});
