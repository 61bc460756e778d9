// GET /api/wall/{token}/events (issue 50): the wall's server-sent events. Each message the wall shows is
// one `take` event whose id is its place in the guestbook's order, so a reconnecting EventSource's
// Last-Event-ID (or the page's `?after=`) resumes exactly after the last one it had: that catch-up is read
// from the database, and live takes come through this process's shared listener (wall-hub.ts), whichever
// instance saved them. A comment every 15 s keeps proxies from closing the connection and checks that the
// link still opens; a rotated or revoked link ends the stream, and its reconnect gets the 404.
import "server-only";
import type { TWallTake } from "@/lib/validation/wall";
import { wallHub } from "./wall-hub";
import { isAfter, parseWallEventId } from "./wall-event-id";
import { WALL_BACKLOG_LIMIT, countWallTakes, wallTakesAfter, type TWallRow } from "./wall-takes";
import { findWallAccess, getWallAccess } from "./wall-view";

export const WALL_HEARTBEAT_MS = 15_000;
/** What EventSource waits before reconnecting (`retry:`). */
export const WALL_RETRY_MS = 3000;

export function wallPlayUrl(token: string, recordingId: string): string {
  return `/api/wall/${token}/recordings/${recordingId}/audio`;
}

function takeEvent(token: string, row: TWallRow, total: number): string {
  const data: TWallTake = { id: row.id, firstName: row.firstName, durationMs: row.durationMs, playUrl: wallPlayUrl(token, row.id), total };
  return `id: ${row.eventId}\nevent: take\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function openWallStream(opts: { token: string; lastEventId: string | null; after: string | null; signal: AbortSignal }): Promise<Response> {
  const { token, signal } = opts;
  const access = await getWallAccess(token);
  const { guestbookId } = access;
  // Where to start: the browser's Last-Event-ID, else the page's newest shown message, else the first message.
  let last: string | null = parseWallEventId(opts.lastEventId) ? opts.lastEventId : parseWallEventId(opts.after) ? opts.after : null;
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  let unsubscribe = () => {};
  let heartbeat: NodeJS.Timeout | null = null;
  // Reads and sends one at a time, so a catch-up and a live take never cross.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void> | void) => {
    queue = queue.then(work).catch(() => undefined);
  };

  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribe();
    if (heartbeat) clearInterval(heartbeat);
    try {
      controller?.close();
    } catch {
      // Already closed by the client going away.
    }
  };
  const write = (text: string) => {
    if (closed || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
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

  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      write(`retry: ${WALL_RETRY_MS}\n: connected\n\n`);
      // Listening first, then reading: a take saved in between arrives either way and is sent once.
      unsubscribe = wallHub().subscribe({
        guestbookId,
        onTake: (row, total) => enqueue(() => send(row, total)),
        onResync: () => enqueue(catchUp),
      });
      enqueue(catchUp);
      heartbeat = setInterval(() => {
        write(": heartbeat\n\n");
        enqueue(async () => {
          if (!(await findWallAccess(token))) close();
        });
      }, WALL_HEARTBEAT_MS);
      heartbeat.unref();
      signal.addEventListener("abort", close, { once: true });
    },
    cancel: close,
  });

  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: a compressing proxy (or Next's own) must not hold events back to fill a buffer.
      "cache-control": "no-store, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
