// Streams a multipart/form-data upload: text fields into memory (small and few), the one file to a
// temporary file on disk, counting bytes as they arrive. Past the cap the upload is stopped with a 413,
// so an oversize body is never held in memory or kept on disk.
import busboy from "busboy";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "./errors";

export type TReceivedFile = { path: string; size: number; fileName: string; declaredType: string };
export type TMultipartUpload = {
  fields: Record<string, string>;
  file: TReceivedFile | null;
  /** Removes the temporary file; call it in a `finally`. */
  cleanup(): Promise<void>;
};

export type TMultipartOptions = {
  fileField: string;
  maxFileBytes: number;
  tooLargeMessage: string;
  maxFields?: number;
  maxFieldBytes?: number;
};

// Room for the multipart boundaries and the text fields on top of the file itself.
const ENVELOPE_BYTES = 64 * 1024;

export async function receiveMultipart(request: Request, opts: TMultipartOptions): Promise<TMultipartUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType)) throw unsupportedMediaType("Send the file as multipart/form-data.");
  const declaredLength = Number(request.headers.get("content-length"));
  if (Number.isFinite(declaredLength) && declaredLength > opts.maxFileBytes + ENVELOPE_BYTES) throw payloadTooLarge(opts.tooLargeMessage);
  if (!request.body) throw badRequest("The upload is empty.");

  // A folder of its own (mode 700, unguessable name): no other user of the machine can read or swap the bytes.
  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-upload-"));
  const target = path.join(dir, "upload");
  const fields: Record<string, string> = {};
  let file: TReceivedFile | null = null;
  let failure: Error | null = null;
  const writes: Promise<void>[] = [];

  const parser = busboy({
    headers: { "content-type": contentType },
    limits: { files: 1, fields: opts.maxFields ?? 20, fieldSize: opts.maxFieldBytes ?? 8 * 1024, fileSize: opts.maxFileBytes, parts: 40 },
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) failure ??= badRequest(`The field ${name} is too long.`);
    else fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (name !== opts.fileField || file) {
      stream.resume();
      return;
    }
    const received: TReceivedFile = { path: target, size: 0, fileName: info.filename ?? "", declaredType: info.mimeType ?? "" };
    file = received;
    stream.on("data", (chunk: Buffer) => (received.size += chunk.length));
    stream.on("limit", () => (failure ??= payloadTooLarge(opts.tooLargeMessage)));
    writes.push(pipeline(stream, createWriteStream(target)));
  });
  parser.on("filesLimit", () => (failure ??= badRequest("Send one file at a time.")));
  parser.on("fieldsLimit", () => (failure ??= badRequest("The upload has too many fields.")));
  parser.on("partsLimit", () => (failure ??= badRequest("The upload has too many parts.")));

  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    await pipeline(Readable.fromWeb(request.body as WebReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch {
    await cleanup();
    throw failure ?? badRequest("The upload was interrupted or is not valid multipart/form-data.");
  }
  if (failure) {
    await cleanup();
    throw failure;
  }
  return { fields, file, cleanup };
}
