// A streaming ZIP of files that do not compress (audio), written by fflate: every entry is STORED, read
// from its source only when its turn comes and followed by a data descriptor, so memory stays flat however
// large the archive. Sizes are declared up front, so an archive too large for plain ZIP (fflate writes no
// ZIP64: 4 GB, 65,535 entries) is refused before the first byte instead of being cut off half-way.
import { crc32 } from "node:zlib";
import { Zip, type ZipInputFile } from "fflate";

export type TZipEntry = {
  /** Path inside the archive, '/'-separated, relative; stored as UTF-8. */
  name: string;
  /** Exact byte length of the data; the stream fails if the source yields anything else. */
  size: number;
  modifiedAt: Date;
  /** Opened when the entry is written, so only one source is open at a time. */
  open: () => AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>;
};

const ZIP_MAX_BYTES = 0xffffffff;
const ZIP_MAX_ENTRIES = 0xffff;

export class ZipTooLargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipTooLargeError";
  }
}

// The records fflate writes around each entry (local header, data descriptor, central header) and at the end.
const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
// The "UT" extra field, in both headers, carries the exact UTC modification time: the DOS fields have
// 2 s steps and no zone (fflate fills them in the server's zone).
const TIMESTAMP_TAG = 0x5455;
const TIMESTAMP_EXTRA = 4 + 5;
// Made by Unix, so the attributes carry a file mode: a regular file, rw-r--r--.
const UNIX = 3;
const UNIX_FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

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

function zipFile(entry: TZipEntry): ZipInputFile {
  const timestamp = Buffer.alloc(TIMESTAMP_EXTRA - 4);
  timestamp.writeUInt8(1, 0);
  timestamp.writeUInt32LE(Math.min(Math.max(Math.floor(entry.modifiedAt.getTime() / 1000), 0), 0xffffffff), 1);
  // CRC and size are filled in once the data has gone through; zlib's CRC is native, fflate's is not.
  return {
    filename: entry.name.toWellFormed(),
    size: 0,
    crc: 0,
    compression: 0,
    mtime: entry.modifiedAt,
    os: UNIX,
    attrs: UNIX_FILE_ATTRIBUTES,
    extra: { [TIMESTAMP_TAG]: timestamp },
  };
}

/** The archive as chunks. Stopping the iteration early closes the source being read. */
export async function* zipChunks(entries: readonly TZipEntry[]): AsyncGenerator<Buffer> {
  zipLength(entries);
  const ready: Uint8Array[] = [];
  // fflate calls back synchronously from add() and ondata(), so whatever it wrote is in `ready` right after.
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    ready.push(chunk);
  });
  const written = () => ready.splice(0).map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  for (const entry of entries) {
    const file = zipFile(entry);
    zip.add(file);
    // fflate passes the chunk on untouched; its type only insists the memory is not a SharedArrayBuffer.
    const write = (chunk: Uint8Array, final: boolean) => file.ondata?.(null, chunk as Uint8Array<ArrayBuffer>, final);
    for await (const chunk of await entry.open()) {
      file.size += chunk.length;
      if (file.size > entry.size) break;
      file.crc = crc32(chunk, file.crc);
      write(chunk, false);
      yield* written();
    }
    if (file.size !== entry.size) throw new Error(`ZIP entry "${entry.name}" changed size while being archived (${entry.size} bytes expected)`);
    write(new Uint8Array(0), true);
    yield* written();
  }
  zip.end();
  yield* written();
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
