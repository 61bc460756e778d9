import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { readZip } from "@/tests/helpers/read-zip";
import { zipChunks, zipLength, zipStream, ZipTooLargeError, type TZipEntry } from "./zip";

const when = new Date("2026-06-14T18:42:10Z");

function entry(name: string, data: Buffer, modifiedAt = when): TZipEntry {
  // Several chunks per file, as a storage stream delivers them.
  const chunks = [data.subarray(0, 7), data.subarray(7, 4096), data.subarray(4096)].filter((chunk) => chunk.length > 0);
  return { name, size: data.length, modifiedAt, open: () => Readable.from(chunks) };
}

async function collect(entries: TZipEntry[]): Promise<Buffer> {
  return Buffer.from(await new Response(zipStream(entries)).arrayBuffer());
}

const hasUnzip = spawnSync("unzip", ["-v"]).status === 0;

describe("zip writer", () => {
  const audio = randomBytes(100_000);
  const files = [
    entry("Ana - 2026-06-14 18-42.mp3", audio),
    entry("Zoë & Łukasz - 2026-06-14 18-43.webm", Buffer.from("second take")),
    entry("empty.txt", Buffer.alloc(0)),
    entry("manifest.csv", Buffer.from("file,guest name\r\n")),
  ];

  it("writes stored entries that read back byte for byte, with UTF-8 names, CRCs and times", async () => {
    const zip = await collect(files);
    expect(zip.length).toBe(zipLength(files));
    const read = readZip(zip);
    expect(read.map((e) => e.name)).toEqual(files.map((f) => f.name));
    expect(read[0].data.equals(audio)).toBe(true);
    expect(read[1].data.toString()).toBe("second take");
    expect(read[2].data.length).toBe(0);
    // A name outside ASCII is flagged as UTF-8 (an ASCII name reads the same in either encoding).
    expect(read[1].flags & 0x0800).toBe(0x0800);
    for (const e of read) {
      expect(e.modifiedAt.toISOString()).toBe("2026-06-14T18:42:10.000Z");
      expect(e.unixMode).toBe(0o100644);
    }
  });

  (hasUnzip ? it : it.skip)("is accepted by Info-ZIP unzip, names and contents included", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "echobook-zip-"));
    const file = path.join(dir, "test.zip");
    writeFileSync(file, await collect(files));
    expect(execFileSync("unzip", ["-tq", file]).toString()).toMatch(/No errors detected/);
    const listing = execFileSync("unzip", ["-Z1", file]).toString("utf8").trim().split("\n");
    expect(listing).toEqual(files.map((f) => f.name));
    expect(execFileSync("unzip", ["-p", file, "Ana - 2026-06-14 18-42.mp3"], { maxBuffer: 1 << 20 }).equals(audio)).toBe(true);
  });

  it("writes an empty archive that is still a valid ZIP", async () => {
    const zip = await collect([]);
    expect(zip.length).toBe(22);
    expect(readZip(zip)).toEqual([]);
  });

  it("refuses, before writing anything, an archive that would need ZIP64", () => {
    const huge = [
      { name: "a.mp3", size: 3 * 1024 ** 3 },
      { name: "b.mp3", size: 1024 ** 3 + 1 },
    ];
    expect(() => zipLength(huge)).toThrow(ZipTooLargeError);
    expect(() => zipLength(huge)).toThrow("4 GB");
    const opened = jest.fn();
    expect(() => zipStream(huge.map((h) => ({ ...h, modifiedAt: when, open: opened })))).toThrow(ZipTooLargeError);
    expect(opened).not.toHaveBeenCalled();
    expect(() => zipLength(Array.from({ length: 65_536 }, (_, i) => ({ name: `${i}.mp3`, size: 0 })))).toThrow("65535");
  });

  it("refuses names that would escape the folder they are extracted into", () => {
    for (const name of ["../evil.mp3", "/etc/passwd", "a\\b.mp3", "a//b", ""]) {
      expect(() => zipLength([{ name, size: 1 }])).toThrow("Invalid ZIP entry name");
    }
  });

  it("fails the stream when a source is shorter or longer than its declared size", async () => {
    await expect(collect([{ ...entry("short.mp3", Buffer.from("abc")), size: 4 }])).rejects.toThrow("changed size");
    await expect(collect([{ ...entry("long.mp3", Buffer.from("abcde")), size: 4 }])).rejects.toThrow("changed size");
  });

  it("opens each source only when its turn comes and closes it when the reader stops", async () => {
    const first = Readable.from([Buffer.alloc(10), Buffer.alloc(10)]);
    const openSecond = jest.fn(() => Readable.from([Buffer.alloc(5)]));
    const chunks = zipChunks([
      { name: "1.mp3", size: 20, modifiedAt: when, open: () => first },
      { name: "2.mp3", size: 5, modifiedAt: when, open: openSecond },
    ]);
    await chunks.next(); // local header
    await chunks.next(); // first data chunk
    await chunks.return(undefined);
    expect(first.destroyed).toBe(true);
    expect(openSecond).not.toHaveBeenCalled();
  });
});
