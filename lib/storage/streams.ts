// Range and upload-length rules both drivers share, so they behave identically behind the interface.
import { Readable, Transform, type TransformCallback } from "node:stream";
import { RangeNotSatisfiableError, StorageLengthMismatchError, type TByteRange, type TPutBody } from "./types";

/** Rejects ranges no caller should build (http.ts never does); unsatisfiable-but-valid ranges are the driver's call. */
export function assertValidRange(range: TByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) {
    throw new RangeError(`Invalid byte range ${start}-${end ?? ""}`);
  }
}

/** Resolves a requested range against the object's size: the end is clamped, a start past the end is a 416. */
export function resolveRange(range: TByteRange | undefined, size: number): { start: number; end: number } {
  if (!range) return { start: 0, end: size - 1 };
  assertValidRange(range);
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

export function bodyToBuffer(body: Buffer | Uint8Array): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/** A pass-through that counts bytes and fails the stream if they differ from `expected` (when given). */
export class ByteCounter extends Transform {
  bytes = 0;

  constructor(private readonly expected?: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.expected !== undefined && this.bytes > this.expected) {
      callback(new StorageLengthMismatchError(this.expected, this.bytes));
      return;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.expected !== undefined && this.bytes !== this.expected) {
      callback(new StorageLengthMismatchError(this.expected, this.bytes));
      return;
    }
    callback();
  }
}

/** Buffers become a one-chunk stream (Readable.from would iterate a Uint8Array byte by byte). */
export function bodyToReadable(body: TPutBody): Readable {
  return body instanceof Readable ? body : Readable.from([bodyToBuffer(body)]);
}
