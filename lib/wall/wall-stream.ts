// GET /api/wall/{token}/events (issue 50): the wall's server-sent events. Each message the wall shows is
// one `take` event whose id is its place in the guestbook's order, so a reconnecting EventSource's
// Last-Event-ID (or the page's `?after=`) resumes exactly after the last one it had: that catch-up is read
// from the database, and live takes come through this process's shared listener (wall-hub.ts), whichever
// instance saved them. A comment after 15 s without an event keeps proxies from closing the connection (a
// busy party's walls need none); the hub checks every 15 s that the links still open, and a rotated or
// revoked link ends its streams, whose reconnect gets the 404.
import "server-only";
import type { TWallTake } from "@/lib/validation/wall";
import { wallHub } from "./wall-hub";
import { isAfter, parseWallEventId } from "./wall-event-id";
import { WALL_BACKLOG_LIMIT, countWallTakes, wallTakesAfter, type TWallRow } from "./wall-takes";
import { getWallAccess } from "./wall-view";

export const WALL_HEARTBEAT_MS = 15_000;
/** What EventSource waits before reconnecting (`retry:`). */
export const WALL_RETRY_MS = 3000;

export function wallPlayUrl(token: string, recordingId: string): string {
  return `/api/wall/${token}/recordings/${recordingId}/audio`;
}

const encoder = new TextEncoder();
// The last events encoded: a take goes to every stream of a link at once, and is encoded once for all of them.
const encodedEvents = new Map<string, Uint8Array>();

function takeEvent(token: string, row: TWallRow, total: number): Uint8Array {
  const key = `${token} ${row.eventId} ${total}`;
  let bytes = encodedEvents.get(key);
  if (!bytes) {
    const data: TWallTake = { id: row.id, firstName: row.firstName, durationMs: row.durationMs, playUrl: wallPlayUrl(token, row.id), total };
    bytes = encoder.encode(`id: ${row.eventId}\nevent: take\ndata: ${JSON.stringify(data)}\n\n`);
    if (encodedEvents.size >= 256) encodedEvents.clear();
    encodedEvents.set(key, bytes);
  }
  return bytes;
}

/** Where a wall session writes: the Next route's response stream, or the app server's socket (wall-node-stream.ts). */
export type TWallSink = {
  /** False when the bytes cannot go (the client is gone, or far behind): the session ends. */
  write(bytes: Uint8Array): boolean;
  end(): void;
};

export const WALL_STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  // no-transform: a compressing proxy (or Next's own) must not hold events back to fill a buffer.
  "cache-control": "no-store, no-transform",
  "x-accel-buffering": "no",
} as const;

/** Where a wall starts: the browser's Last-Event-ID, else the page's newest shown message, else the first message. */
export function wallStreamStart(lastEventId: string | null, after: string | null): string | null {
  return parseWallEventId(lastEventId) ? lastEventId : parseWallEventId(after) ? after : null;
}

/**
 * One open wall: its catch-up, the live takes and the heartbeat, written to `sink` until `close()` (the
 * client left) or the link closes. The link was checked by the caller.
 */
export function runWallSession(opts: { token: string; guestbookId: string; last: string | null; sink: TWallSink }): { close(): void } {
  const { token, guestbookId, sink } = opts;
  let last = opts.last;
  let closed = false;
  let heartbeat: NodeJS.Timeout | null = null;
  // Reads and sends one at a time, so a catch-up and a live take never cross. A live take with no read
  // under way is sent at once (no promise for each of a thousand walls).
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;
  const enqueue = (work: () => Promise<void> | void) => {
    pending += 1;
    queue = queue
      .then(work)
      .catch(() => undefined)
      .finally(() => (pending -= 1));
  };
  let unsubscribe = () => {};

  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    if (heartbeat) clearTimeout(heartbeat);
    sink.end();
  };
  const write = (chunk: string | Uint8Array) => {
    if (closed) return;
    if (!sink.write(typeof chunk === "string" ? encoder.encode(chunk) : chunk)) return close();
    heartbeat?.refresh();
  };
  const send = (row: TWallRow, total: number) => {
    if (!isAfter(row.eventId, last)) return;
    last = row.eventId;
    write(takeEvent(token, row, total));
  };
  const catchUp = async () => {
    if (closed) return;
    for (;;) {
      const rows = await wallTakesAfter(guestbookId, last);
      if (rows.length === 0 || closed) return;
      const total = await countWallTakes(guestbookId);
      for (const row of rows) send(row, total);
      if (rows.length < WALL_BACKLOG_LIMIT) return;
    }
  };

  write(`retry: ${WALL_RETRY_MS}\n: connected\n\n`);
  // Listening first, then reading: a take saved in between arrives either way and is sent once.
  unsubscribe = wallHub().subscribe({
    guestbookId,
    token,
    onLinkClosed: close,
    onTake: (row, total) => (pending === 0 ? send(row, total) : enqueue(() => send(row, total))),
    onResync: () => enqueue(catchUp),
  });
  enqueue(catchUp);
  // A comment after WALL_HEARTBEAT_MS without a write; every write refreshes the timer, and refreshing
  // one that has fired arms it again.
  heartbeat = setTimeout(() => write(": heartbeat\n\n"), WALL_HEARTBEAT_MS);
  heartbeat.unref();
  return { close };
}

/** The route's answer (lib/wall/wall-node-stream.ts serves the same on the app server's own socket). */
export async function openWallStream(opts: { token: string; lastEventId: string | null; after: string | null; signal: AbortSignal }): Promise<Response> {
  const { token, signal } = opts;
  const { guestbookId } = await getWallAccess(token);
  let session: { close(): void } | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const sink: TWallSink = {
        write(bytes) {
          try {
            controller.enqueue(bytes);
            return true;
          } catch {
            return false;
          }
        },
        end() {
          try {
            controller.close();
          } catch {
            // Already closed by the client going away.
          }
        },
      };
      session = runWallSession({ token, guestbookId, last: wallStreamStart(opts.lastEventId, opts.after), sink });
      signal.addEventListener("abort", () => session?.close(), { once: true });
    },
    cancel: () => session?.close(),
  });
  return new Response(stream, { headers: WALL_STREAM_HEADERS });
}
