// The one storage contract both drivers (local disk, S3) honour: streams in, streams out, byte ranges.
import type { Readable } from "node:stream";

/** A byte range with an inclusive end, as in HTTP. No end means "to the end of the object". */
export type TByteRange = { start: number; end?: number };

export type TPutOptions = {
  contentType: string;
  /** When given, the upload is rejected (and nothing stored) unless the body has exactly this many bytes. */
  contentLength?: number;
};

export type TObjectInfo = { size: number; contentType: string };

export type TObjectRead = TObjectInfo & {
  body: Readable;
  /** First and last byte (inclusive) of `body` within the object; `end` is -1 for an empty object. */
  start: number;
  end: number;
};

export type TPutBody = Readable | Buffer | Uint8Array;

/** The headers a signed URL's response carries, set by the storage service, not by the app. */
export type TSignedUrlOptions = {
  contentType: string;
  contentDisposition?: string;
  cacheControl?: string;
  expiresInSeconds: number;
};

export interface StorageDriver {
  /** Stores the body under `key`, replacing any previous object, and resolves once it is fully written. */
  put(key: string, body: TPutBody, opts: TPutOptions): Promise<{ size: number }>;
  /**
   * Streams the object, or the part of it in `range` (an end past the object is clamped).
   * Throws StorageNotFoundError when missing and RangeNotSatisfiableError when `range.start >= size`.
   */
  get(key: string, range?: TByteRange): Promise<TObjectRead>;
  head(key: string): Promise<TObjectInfo | null>;
  /**
   * A URL the storage service itself answers (byte ranges included) for anyone holding it until it expires;
   * only drivers whose objects live on such a service have it (S3, not local disk).
   */
  signedUrl?(key: string, opts: TSignedUrlOptions): Promise<string>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at ${key}`);
    this.name = "StorageNotFoundError";
  }
}

export class RangeNotSatisfiableError extends Error {
  /** `size` is the object's total size, which a 416 answer reports as `Content-Range: bytes *\/size`. */
  constructor(readonly size: number) {
    super(`Requested range is outside the object (size ${size})`);
    this.name = "RangeNotSatisfiableError";
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidStorageKeyError";
  }
}

export class StorageLengthMismatchError extends Error {
  /** For a body that is too long, `received` counts only up to the first chunk past `expected`. */
  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(`Upload length mismatch: expected ${expected} bytes, received ${received}`);
    this.name = "StorageLengthMismatchError";
  }
}

/** Storage cannot be reached or is failing (S3 unreachable or answering 5xx, a disk error): try again later. */
export class StorageUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super(`Storage is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "StorageUnavailableError";
  }
}
