// The wall's event stream served on the app server's own socket (issue 50): `GET /api/wall/{token}/events`
// for a link that opens is answered here, by scripts/server.ts, before Next.js sees it; everything else
// about that address (a link that does not open, the gate, a database that is away) is left to the route,
// app/api/wall/[token]/events/route.ts, which answers it as the API does. Same session, same events
// (wall-stream.ts); the difference is the cost of an open wall: through Next.js each event passes a chain
// of web streams, and each open stream holds a request's worth of objects, which a thousand open walls
// turned into a party's burst running 13-29 % slower (docs/decisions/live-wall.md). Here an event is
// one write on the socket.
import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { expectedGateCookie } from "@/lib/gate/gate-cookie";
import { runWallSession, wallStreamStart, WALL_STREAM_HEADERS, type TWallSink } from "./wall-stream";
import { findWallAccess } from "./wall-view";

const EVENTS_PATH = /^\/api\/wall\/([^/?#]+)\/events$/;
/** A wall this far behind (a stalled client) is ended; it reconnects and resumes after its last event. */
const MAX_UNSENT_BYTES = 256 * 1024;

/**
 * The headers next.config.js gives every /api answer, which an answer made here must carry too
 * (tests/integration/wall.test.ts compares them with the route's own answer).
 */
export const API_SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=(), geolocation=(), microphone=(self)",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

/** True when it answered the request (an open wall's stream); false to hand it to Next.js. */
export async function serveWallEvents(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== "GET") return false;
  const url = new URL(request.url ?? "/", "http://app.invalid");
  const match = EVENTS_PATH.exec(url.pathname);
  if (!match) return false;
  let token: string;
  try {
    token = decodeURIComponent(match[1]);
    // Behind the gate the route answers, which checks the visitor's cookie.
    if (await expectedGateCookie()) return false;
  } catch {
    return false;
  }
  const access = await findWallAccess(token).catch(() => null);
  if (!access) return false;
  if (response.destroyed) return true;
  response.writeHead(200, { ...API_SECURITY_HEADERS, ...WALL_STREAM_HEADERS });
  response.flushHeaders();
  const lastEventId = request.headers["last-event-id"];
  const sink: TWallSink = {
    write(bytes) {
      if (response.destroyed || response.writableEnded) return false;
      response.write(bytes);
      return response.writableLength <= MAX_UNSENT_BYTES;
    },
    end() {
      if (!response.writableEnded) response.end();
    },
  };
  const session = runWallSession({
    token,
    guestbookId: access.guestbookId,
    last: wallStreamStart(typeof lastEventId === "string" ? lastEventId : null, url.searchParams.get("after")),
    sink,
  });
  response.on("close", session.close);
  return true;
}
