// Reads a ZIP file held in memory through its central directory, the way unzip and file managers do,
// and checks every entry against its local header and CRC. Only STORED entries (all zip.ts writes);
// the tests use it to read back what the writer and the archive route produce.
import { crc32 } from "node:zlib";

export type TZipReadEntry = { name: string; data: Buffer; crc: number; modifiedAt: Date; flags: number; unixMode: number };

function fail(message: string): never {
  throw new Error(`Invalid ZIP: ${message}`);
}

export function readZip(zip: Buffer): TZipReadEntry[] {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > zip.length) fail("no end of central directory");
  const count = zip.readUInt16LE(endAt + 10);
  const centralSize = zip.readUInt32LE(endAt + 12);
  let at = zip.readUInt32LE(endAt + 16);
  if (at + centralSize !== endAt) fail("central directory does not end where the end record starts");

  const entries: TZipReadEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) fail(`entry ${i} has no central header`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const unixMode = zip.readUInt32LE(at + 38) >>> 16;
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? "utf8" : "latin1");
    const extra = zip.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    at += 46 + nameLength + extraLength + commentLength;

    if (method !== 0 || compressedSize !== size) fail(`"${name}" is not stored`);
    if (zip.readUInt32LE(localAt) !== 0x04034b50) fail(`"${name}" has no local header`);
    const localName = zip.subarray(localAt + 30, localAt + 30 + zip.readUInt16LE(localAt + 26)).toString("utf8");
    if (localName !== name) fail(`local and central names differ for "${name}"`);
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    if (data.length !== size || crc32(data) !== crc) fail(`"${name}" fails its CRC check`);
    if (flags & 0x8) {
      const descriptorAt = dataAt + size;
      if (zip.readUInt32LE(descriptorAt) !== 0x08074b50 || zip.readUInt32LE(descriptorAt + 4) !== crc || zip.readUInt32LE(descriptorAt + 12) !== size) {
        fail(`"${name}" has a wrong data descriptor`);
      }
    }
    entries.push({ name, data, crc, modifiedAt: utcModifiedAt(extra), flags, unixMode });
  }
  return entries;
}

/** The exact time from the "UT" extra field; an invalid date when the entry has none. */
function utcModifiedAt(extra: Buffer): Date {
  for (let at = 0; at + 4 <= extra.length;) {
    const tag = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (tag === 0x5455 && length >= 5 && extra[at + 4] & 1) return new Date(extra.readUInt32LE(at + 5) * 1000);
    at += 4 + length;
  }
  return new Date(Number.NaN);
}
