// S3 driver for AWS and S3-compatible servers (MinIO, R2, s3rver in tests), chosen when S3_BUCKET is set.
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertValidKey } from "./keys";
import { ByteCounter, assertValidRange, bodyToBuffer } from "./streams";
import {
  RangeNotSatisfiableError,
  StorageLengthMismatchError,
  StorageNotFoundError,
  type StorageDriver,
  type TObjectInfo,
  type TObjectRead,
  type TPutOptions,
} from "./types";

export type TS3StorageConfig = {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Without keys the SDK's default chain applies (instance role, AWS_* variables, profiles). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

const DEFAULT_CONTENT_TYPE = "application/octet-stream";

export function createS3Client(config: TS3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // The SDK's default CRC trailers (aws-chunked uploads) are not understood by many S3-compatible servers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function httpStatus(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? "");
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

export function createS3Driver(config: TS3StorageConfig, client: S3Client = createS3Client(config)): StorageDriver {
  const Bucket = config.bucket;

  async function head(key: string): Promise<TObjectInfo | null> {
    assertValidKey(key);
    try {
      const result = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: result.ContentLength ?? 0, contentType: result.ContentType ?? DEFAULT_CONTENT_TYPE };
    } catch (error) {
      if (httpStatus(error) === 404) return null;
      throw error;
    }
  }

  /** PutObject needs the exact length up front, which a spooled file has. */
  async function putFile(key: string, file: string, length: number, contentType: string): Promise<void> {
    // The SDK does not notice a body stream failing (it waits for bytes forever), so abort the request ourselves.
    const abort = new AbortController();
    let readError: unknown;
    const body = createReadStream(file).once("error", (error) => {
      readError = error;
      abort.abort(error);
    });
    try {
      const command = new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: length, ContentType: contentType });
      await client.send(command, { abortSignal: abort.signal });
    } catch (error) {
      throw readError ?? error;
    } finally {
      body.destroy();
    }
  }

  return {
    async put(key, body, opts: TPutOptions) {
      assertValidKey(key);
      if (!(body instanceof Readable)) {
        const buffer = bodyToBuffer(body);
        if (opts.contentLength !== undefined && opts.contentLength !== buffer.length) {
          throw new StorageLengthMismatchError(opts.contentLength, buffer.length);
        }
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: buffer, ContentLength: buffer.length, ContentType: opts.contentType }));
        return { size: buffer.length };
      }
      // Streams are spooled to a temp file first, so the upload is complete and length-checked before the bucket
      // sees a byte: a client that disconnects midway leaves nothing behind, even on servers (s3rver among them)
      // that keep a truncated PUT. It also gives PutObject the exact length without holding the body in memory.
      const spool = path.join(os.tmpdir(), `echobook-upload-${randomUUID()}`);
      try {
        const counter = new ByteCounter(opts.contentLength);
        await pipeline(body, counter, createWriteStream(spool, { flags: "wx" }));
        await putFile(key, spool, counter.bytes, opts.contentType);
        return { size: counter.bytes };
      } finally {
        await rm(spool, { force: true });
      }
    },

    async get(key, range): Promise<TObjectRead> {
      assertValidKey(key);
      if (range) assertValidRange(range);
      let result;
      try {
        const Range = range ? `bytes=${range.start}-${range.end ?? ""}` : undefined;
        result = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
      } catch (error) {
        if (httpStatus(error) === 404) throw new StorageNotFoundError(key);
        if (httpStatus(error) === 416) {
          const info = await head(key);
          if (!info) throw new StorageNotFoundError(key);
          throw new RangeNotSatisfiableError(info.size);
        }
        throw error;
      }
      const body = result.Body as Readable;
      const contentType = result.ContentType ?? DEFAULT_CONTENT_TYPE;
      const length = result.ContentLength ?? 0;
      if (!range) return { body, size: length, contentType, start: 0, end: length - 1 };

      const served = parseContentRange(result.ContentRange);
      // Some S3-compatible servers answer a range on an empty object with 200/206 instead of 416.
      const size = served?.size ?? length;
      if (range.start >= size) {
        body.destroy();
        throw new RangeNotSatisfiableError(size);
      }
      if (!served) {
        body.destroy();
        throw new Error(`S3 server ignored the Range header for ${key}`);
      }
      return { body, size, contentType, start: served.start, end: served.end };
    },

    head,

    async signedUrl(key, opts) {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: opts.contentType,
        ResponseContentDisposition: opts.contentDisposition,
        ResponseCacheControl: opts.cacheControl,
      });
      return getSignedUrl(client, command, { expiresIn: opts.expiresInSeconds });
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
