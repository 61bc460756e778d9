// A streaming ZIP writer for files that do not compress (audio): every entry is STORED, read from its
// source only when its turn comes, and followed by a data descriptor with its CRC, so memory stays flat
// however large the archive. Sizes are declared up front, so an archive too large for plain ZIP (4 GB,
// 65,535 entries) is refused before the first byte instead of being cut off half-way.
import { crc32 } from "node:zlib";

export type TZipEntry = {
  /** Path inside the archive, '/'-separated, relative; stored as UTF-8. */
  name: string;
  /** Exact byte length of the data; the stream fails if the source yields anything else. */
  size: number;
  modifiedAt: Date;
  /** Opened when the entry is written, so only one source is open at a time. */
  open: () => AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>;
};

export const ZIP_MAX_BYTES = 0xffffffff;
export const ZIP_MAX_ENTRIES = 0xffff;

export class ZipTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipTooLargeError";
  }
}

const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
// The "UT" extra field carries the exact UTC modification time; the DOS fields have 2 s steps and no zone.
const TIMESTAMP_EXTRA = 9;
// Bit 3: sizes and CRC follow the data in a descriptor. Bit 11: the name is UTF-8.
const FLAGS = 0x0808;
const VERSION_NEEDED = 20;
// Made by Unix (3), so the external attributes carry a file mode: a regular file, rw-r--r--.
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
const UNIX_FILE_MODE = 0o100644;

function encodeName(name: string): Buffer {
  const segments = name.split("/");
  if (!name || name.startsWith("/") || name.includes("\\") || segments.some((s) => s === "" || s === "." || s === "..")) {
    throw new Error(`Invalid ZIP entry name "${name}"`);
  }
  const encoded = Buffer.from(name.toWellFormed(), "utf8");
  if (encoded.length > 0xffff) throw new Error("ZIP entry name is too long");
  return encoded;
}

/** The archive's exact length in bytes; throws ZipTooLargeError when it needs ZIP64. */
export function zipLength(entries: readonly Pick<TZipEntry, "name" | "size">[]): number {
  if (entries.length > ZIP_MAX_ENTRIES) {
    throw new ZipTooLargeError(`A ZIP file can hold at most ${ZIP_MAX_ENTRIES} files.`);
  }
  let length = END_OF_CENTRAL_DIRECTORY;
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.size) || entry.size < 0) throw new Error(`Invalid size for ZIP entry "${entry.name}"`);
    const nameLength = encodeName(entry.name).length;
    length += LOCAL_HEADER + nameLength + TIMESTAMP_EXTRA + entry.size + DATA_DESCRIPTOR;
    length += CENTRAL_HEADER + nameLength + TIMESTAMP_EXTRA;
  }
  // Every offset and size field is 32 bits; keeping the whole file below 4 GB keeps all of them in range.
  if (length > ZIP_MAX_BYTES) throw new ZipTooLargeError("The files add up to more than 4 GB, the most one ZIP file can hold.");
  return length;
}

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

function timestampExtra(modifiedAt: Date): Buffer {
  const extra = Buffer.alloc(TIMESTAMP_EXTRA);
  extra.writeUInt16LE(0x5455, 0);
  extra.writeUInt16LE(5, 2);
  extra.writeUInt8(1, 4);
  extra.writeUInt32LE(Math.min(Math.max(Math.floor(modifiedAt.getTime() / 1000), 0), 0xffffffff), 5);
  return extra;
}

type TWritten = { name: Buffer; extra: Buffer; dos: { time: number; date: number }; crc: number; size: number; offset: number };

function localHeader(name: Buffer, extra: Buffer, dos: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(LOCAL_HEADER);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8);
  header.writeUInt16LE(dos.time, 10);
  header.writeUInt16LE(dos.date, 12);
  // CRC and both sizes stay 0 here: the data descriptor carries them.
  header.writeUInt16LE(name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, name, extra]);
}

function dataDescriptor(crc: number, size: number): Buffer {
  const descriptor = Buffer.alloc(DATA_DESCRIPTOR);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(size, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralHeader(entry: TWritten): Buffer {
  const header = Buffer.alloc(CENTRAL_HEADER);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(entry.dos.time, 12);
  header.writeUInt16LE(entry.dos.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(entry.extra.length, 30);
  header.writeUInt32LE((UNIX_FILE_MODE << 16) >>> 0, 38);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name, entry.extra]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(END_OF_CENTRAL_DIRECTORY);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** The archive as chunks. Stopping the iteration early closes the source being read. */
export async function* zipChunks(entries: readonly TZipEntry[]): AsyncGenerator<Buffer> {
  zipLength(entries);
  const written: TWritten[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encodeName(entry.name);
    const extra = timestampExtra(entry.modifiedAt);
    const dos = dosDateTime(entry.modifiedAt);
    const header = localHeader(name, extra, dos);
    yield header;
    let crc = 0;
    let size = 0;
    for await (const chunk of await entry.open()) {
      size += chunk.length;
      if (size > entry.size) break;
      crc = crc32(chunk, crc);
      yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    }
    if (size !== entry.size) throw new Error(`ZIP entry "${entry.name}" changed size while being archived (${entry.size} bytes expected)`);
    yield dataDescriptor(crc, size);
    written.push({ name, extra, dos, crc, size, offset });
    offset += header.length + size + DATA_DESCRIPTOR;
  }
  const central = Buffer.concat(written.map(centralHeader));
  yield Buffer.concat([central, endOfCentralDirectory(written.length, central.length, offset)]);
}

/** The archive as a web stream for a Response body, pulled only as fast as the client reads. */
export function zipStream(entries: readonly TZipEntry[]): ReadableStream<Uint8Array> {
  zipLength(entries);
  const chunks = zipChunks(entries);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
