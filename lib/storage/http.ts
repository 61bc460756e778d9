// Serves a stored object from a route handler: the full body, or one byte range so <audio> can seek,
// optionally as a download. A missing object is thrown as StorageNotFoundError for the caller's error mapping.
// With `redirect` and a storage service that signs URLs (S3), the answer is instead a 302 to a short-lived
// signed URL carrying the content type, cache policy and download name, so the service (or a CDN in front
// of it) serves the bytes and the ranges, not this server; the caller has checked access already.
import { Readable } from "node:stream";
import { getStorage } from "./index";
import { resolveRange } from "./streams";
import { RangeNotSatisfiableError, StorageNotFoundError, type StorageDriver, type TByteRange } from "./types";

export type TRangeRequest = TByteRange | { suffix: number };

export type TStorageResponseOptions = {
  /** Overrides the content type stored with the object. */
  contentType?: string;
  /** When given, the browser saves the file under this name instead of playing it inline. */
  downloadName?: string;
  /** Cache-Control of the bytes. */
  cacheControl?: string;
  /** Answer with a redirect to a signed URL where the storage can make one (audio: plays and downloads). */
  redirect?: boolean;
  /** How long a signed URL works; SIGNED_URL_SECONDS unless given (tests). */
  signedUrlSeconds?: number;
  /** Defaults to getStorage(); tests pass their own driver. */
  storage?: StorageDriver;
};

/**
 * Five minutes: a voice is at most five minutes long and a player reads it in one go, while a signed URL
 * copied out of a player, or one signed before its card was switched off or its voice deleted, stops
 * working soon after. Players only ever hold the app's own address (/api/.../audio), which checks access
 * and signs a new URL each time it is asked; the redirect itself is never cached.
 */
const SIGNED_URL_SECONDS = 300;

/**
 * Reads a single `bytes=a-b`, `bytes=a-` or `bytes=-n` Range header. Anything else (absent, malformed,
 * several ranges, another unit) returns null: RFC 9110 lets a server ignore such a header and send 200.
 */
export function parseRangeHeader(header: string | null): TRangeRequest | null {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header?.trim() ?? "");
  if (!match) return null;
  const [, first, last] = match;
  if (first === "") {
    const suffix = Number(last);
    return last === "" || !Number.isSafeInteger(suffix) ? null : { suffix };
  }
  const start = Number(first);
  const end = last === "" ? undefined : Number(last);
  if (!Number.isSafeInteger(start) || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) return null;
  return { start, end };
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 name as an RFC 5987 `filename*`. */
export function contentDisposition(filename: string): string {
  const name = filename.toWellFormed();
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_") || "download";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export async function storageResponse(request: Request, key: string, opts: TStorageResponseOptions = {}): Promise<Response> {
  const storage = opts.storage ?? getStorage();
  if (opts.redirect && storage.signedUrl) return redirectToSignedUrl(storage, storage.signedUrl.bind(storage), key, opts);
  const requested = parseRangeHeader(request.headers.get("range"));
  const headers = new Headers({ "Accept-Ranges": "bytes", "X-Content-Type-Options": "nosniff" });
  if (opts.cacheControl) headers.set("Cache-Control", opts.cacheControl);
  if (opts.downloadName) headers.set("Content-Disposition", contentDisposition(opts.downloadName));

  try {
    const suffix = requested && "suffix" in requested ? requested.suffix : undefined;
    let range = requested && !("suffix" in requested) ? requested : undefined;
    // A suffix range (the last n bytes) and a HEAD request both need the size before reading anything.
    if (suffix !== undefined || request.method === "HEAD") {
      const info = await storage.head(key);
      if (!info) throw new StorageNotFoundError(key);
      if (suffix === 0) throw new RangeNotSatisfiableError(info.size);
      if (suffix !== undefined) range = { start: Math.max(0, info.size - suffix) };
      if (request.method === "HEAD") {
        const { start, end } = resolveRange(range, info.size);
        setBodyHeaders(headers, { start, end, size: info.size, partial: !!range, contentType: opts.contentType ?? info.contentType });
        return new Response(null, { status: range ? 206 : 200, headers });
      }
    }

    const object = await storage.get(key, range);
    setBodyHeaders(headers, { ...object, partial: !!range, contentType: opts.contentType ?? object.contentType });
    const body = Readable.toWeb(object.body) as ReadableStream<Uint8Array>;
    return new Response(body, { status: range ? 206 : 200, headers });
  } catch (error) {
    if (!(error instanceof RangeNotSatisfiableError)) throw error;
    headers.set("Content-Range", `bytes */${error.size}`);
    return new Response(null, { status: 416, headers });
  }
}

async function redirectToSignedUrl(
  storage: StorageDriver,
  signedUrl: NonNullable<StorageDriver["signedUrl"]>,
  key: string,
  opts: TStorageResponseOptions,
): Promise<Response> {
  const info = await storage.head(key);
  if (!info) throw new StorageNotFoundError(key);
  const url = await signedUrl(key, {
    contentType: opts.contentType ?? info.contentType,
    contentDisposition: opts.downloadName ? contentDisposition(opts.downloadName) : undefined,
    cacheControl: opts.cacheControl,
    expiresInSeconds: opts.signedUrlSeconds ?? SIGNED_URL_SECONDS,
  });
  return new Response(null, { status: 302, headers: { Location: url, "Cache-Control": "private, no-store" } });
}

function setBodyHeaders(headers: Headers, part: { start: number; end: number; size: number; partial: boolean; contentType: string }): void {
  headers.set("Content-Type", part.contentType);
  headers.set("Content-Length", String(part.end - part.start + 1));
  if (part.partial) headers.set("Content-Range", `bytes ${part.start}-${part.end}/${part.size}`);
}
