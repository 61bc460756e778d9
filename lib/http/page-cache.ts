// A micro-cache of the public pages for visitors who are not signed in, held by the app's own HTTP server
// (scripts/server.ts) in front of Next.js: a room of guests opening the same QR code costs one render a
// moment instead of one per view (docs/decisions/performance.md).
//
// - Only the public pages (PUBLIC_PAGES), only plain GETs of their HTML (never a client navigation's RSC
//   request or a prefetch), only visitors with no session (no session cookie, no bearer token), and only
//   while the pre-release gate is off: these are the requests whose answer is the same for everyone.
// - Only a 200 that is HTML, sets no cookie and carries a CSP nonce is kept, for `ttlMs` (2 s).
// - Each answer gets a nonce of its own: the kept page's nonce is swapped for a fresh one wherever it
//   stands (its script tags and the Content-Security-Policy header), so no two responses share one.
// - Any write to this instance (a request other than GET or HEAD) forgets every kept page when it starts
//   and when it ends, save a guest's take (WRITES_THAT_CHANGE_NO_PAGE), as do the public reads' forget
//   points (lib/cache/public-reads.ts); a render that began before a write is not kept. Another
//   instance's write shows here within `ttlMs`.
// - When a page's time is up, one request renders it again while the others get the kept copy, for at
//   most STALE_MS more, so the end of each moment is not a burst of renders.
import { randomBytes } from "node:crypto";
import type http from "node:http";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { LANGUAGE_PARAM, requestedLanguage } from "@/lib/i18n/languages";

/**
 * Writes that change nothing a kept page shows, so they leave the pages kept: a guest's take (a party's
 * every upload, which would otherwise make the guest page render again for nearly every view of a
 * burst). A guestbook's public page shows the guestbook, never its recordings, and whether it still takes
 * recordings is decided by the recording route from the database, not by the page.
 */
const WRITES_THAT_CHANGE_NO_PAGE: RegExp[] = [/^\/api\/guestbooks\/record$/];

function changesNoPage(request: http.IncomingMessage): boolean {
  if (request.method !== "POST") return false;
  const url = request.url ?? "";
  const end = url.indexOf("?");
  const pathname = end === -1 ? url : url.slice(0, end);
  return WRITES_THAT_CHANGE_NO_PAGE.some((pattern) => pattern.test(pathname));
}

export const PUBLIC_PAGES: RegExp[] = [
  /^\/$/,
  /^\/live-guestbook\/[^/]+$/,
  /^\/message\/[^/]+$/,
  /^\/personal-message\/[^/]+$/,
  /^\/audio\/[^/]+$/,
  /^\/embed\/message\/[^/]+$/,
  /^\/start-exploring(\/[^/]+)?$/,
];

const STALE_MS = 5_000;
const MAX_PAGE_BYTES = 1024 * 1024;
// Headers that belong to one answer, not to the page.
const PER_ANSWER = new Set(["date", "content-length", "transfer-encoding", "content-encoding", "connection", "keep-alive", "x-echobook-cache"]);
// What a client navigation or a server action sends: these answers differ from the page's HTML.
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action", "next-url"];
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?next-auth\.session-token(\.\d+)?=/;
const NONCE_LENGTH = 24;
const NONCE_IN_CSP = /'nonce-([A-Za-z0-9+/=_-]+)'/;

type TKept = {
  headers: [string, string | string[]][];
  body: Buffer;
  nonce: string;
  /** Byte offsets of the nonce in the body. */
  nonceAt: number[];
  storedAt: number;
};

type TRequestLike = Pick<http.IncomingMessage, "method" | "url" | "headers">;

/** The cache key (language, host and address) for a request whose answer is the same for every visitor, or null. */
export function pageCacheKey(request: TRequestLike): string | null {
  if (request.method !== "GET" || !request.url) return null;
  const headers = request.headers;
  if (headers.authorization || ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (headers.cookie && SESSION_COOKIE.test(headers.cookie)) return null;
  const queryAt = request.url.indexOf("?");
  const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  if (!PUBLIC_PAGES.some((pattern) => pattern.test(pathname))) return null;
  const query = new URLSearchParams(queryAt === -1 ? "" : request.url.slice(queryAt + 1));
  if (query.has("_rsc")) return null;
  // Pages are drawn in the language the visitor asks for (?lang=, its cookie, Accept-Language): each
  // language is kept apart, so no guest is ever served a page in another's.
  const language = requestedLanguage({ queryLanguage: query.get(LANGUAGE_PARAM), cookieHeader: headers.cookie, acceptLanguage: headers["accept-language"] });
  return `${language} ${headers.host ?? ""}${request.url}`;
}

function offsetsOf(body: Buffer, text: string): number[] {
  const offsets: number[] = [];
  for (let at = body.indexOf(text); at !== -1; at = body.indexOf(text, at + text.length)) offsets.push(at);
  return offsets;
}

function decode(body: Buffer, encoding: string | undefined): Buffer | null {
  switch ((encoding ?? "identity").toLowerCase()) {
    case "identity":
      return body;
    case "gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    default:
      return null;
  }
}

function acceptsGzip(request: TRequestLike): boolean {
  const accepted = request.headers["accept-encoding"];
  return typeof accepted === "string" && /\bgzip\b(?!;q=0(\.0*)?(,|$))/.test(accepted);
}

export type TPageCacheOptions = { ttlMs: number; maxEntries?: number; maxBytes?: number; now?: () => number };

export class PageCache {
  private readonly kept: LRUCache<string, TKept>;
  private readonly refreshing = new Set<string>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: TPageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.kept = new LRUCache<string, TKept>({
      max: options.maxEntries ?? 1_000,
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (entry) => entry.body.length + 1,
    });
  }

  /** Every kept page goes, and renders already under way are not kept. */
  forgetAll(): void {
    this.generation += 1;
    this.kept.clear();
    this.refreshing.clear();
  }

  get size(): number {
    return this.kept.size;
  }

  /**
   * Answers the request from the cache and returns true, or returns false after arranging for Next's
   * answer to be kept when it is one that may be. Call for every request before handing it to Next.
   */
  handle(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    if (request.method !== "GET" && request.method !== "HEAD") {
      if (changesNoPage(request)) return false;
      this.forgetAll();
      response.once("close", () => this.forgetAll());
      return false;
    }
    const key = pageCacheKey(request);
    if (!key) return false;
    const entry = this.kept.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.ttlMs) {
      this.serve(entry, request, response, "HIT");
      return true;
    }
    if (entry && age < this.ttlMs + STALE_MS && this.refreshing.has(key)) {
      this.serve(entry, request, response, "STALE");
      return true;
    }
    this.refreshing.add(key);
    this.keepAnswer(key, response);
    return false;
  }

  private serve(entry: TKept, request: http.IncomingMessage, response: http.ServerResponse, state: string): void {
    const nonce = randomBytes(16).toString("base64");
    const body = Buffer.from(entry.body);
    for (const at of entry.nonceAt) body.write(nonce, at, "latin1");
    for (const [name, value] of entry.headers) {
      response.setHeader(name, Array.isArray(value) ? value.map((item) => item.replaceAll(entry.nonce, nonce)) : value.replaceAll(entry.nonce, nonce));
    }
    response.setHeader("X-Echobook-Cache", state);
    response.statusCode = 200;
    if (!acceptsGzip(request)) {
      response.setHeader("Content-Length", body.length);
      response.end(body);
      return;
    }
    // On the thread pool: the event loop keeps serving while the page is compressed.
    zlib.gzip(body, { level: 6 }, (error, compressed) => {
      if (error) {
        response.setHeader("Content-Length", body.length);
        response.end(body);
        return;
      }
      response.setHeader("Content-Encoding", "gzip");
      response.setHeader("Content-Length", compressed.length);
      response.end(compressed);
    });
  }

  private keepAnswer(key: string, response: http.ServerResponse): void {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let bytes = 0;
    let tooBig = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function" || tooBig) return;
      const buffer =
        typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
      bytes += buffer.length;
      if (bytes > MAX_PAGE_BYTES) tooBig = true;
      else chunks.push(buffer);
    };
    const write = response.write.bind(response) as (...args: unknown[]) => boolean;
    const end = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
    response.write = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return write(...args);
    }) as typeof response.write;
    response.end = ((...args: unknown[]) => {
      collect(args[0], args[1]);
      return end(...args);
    }) as typeof response.end;
    response.setHeader("X-Echobook-Cache", "MISS");
    response.once("close", () => {
      this.refreshing.delete(key);
      if (!response.writableFinished || tooBig || generation !== this.generation) return;
      const kept = this.toKept(response, Buffer.concat(chunks));
      if (kept) this.kept.set(key, kept);
    });
  }

  private toKept(response: http.ServerResponse, raw: Buffer): TKept | null {
    if (response.statusCode !== 200 || response.hasHeader("set-cookie")) return null;
    const type = response.getHeader("content-type");
    if (typeof type !== "string" || !type.startsWith("text/html")) return null;
    const nonce = String(response.getHeader("content-security-policy") ?? "").match(NONCE_IN_CSP)?.[1];
    // Swapped in place, so the fresh nonce must be as long: the middleware's are 16 bytes in base64.
    if (!nonce || nonce.length !== NONCE_LENGTH) return null;
    let body: Buffer | null;
    try {
      body = decode(raw, response.getHeader("content-encoding") as string | undefined);
    } catch {
      return null;
    }
    if (!body) return null;
    const headers = Object.entries(response.getHeaders())
      .filter(([name, value]) => value !== undefined && !PER_ANSWER.has(name))
      .map(([name, value]): [string, string | string[]] => [name, Array.isArray(value) ? value : String(value)]);
    return { headers, body, nonce, nonceAt: offsetsOf(body, nonce), storedAt: this.now() };
  }
}
