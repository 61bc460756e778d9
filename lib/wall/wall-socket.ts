// An open wall's event stream written straight on its connection's socket, by the wall process
// (wall-process.ts), which the app server hands the socket to once it has checked the link
// (wall-node-stream.ts). The answer is an HTTP/1.1 200 with the headers every API answer has, ended by
// closing the connection (no chunk framing: an event is one write of its own bytes).
import "server-only";
import type { Socket } from "node:net";
import { API_SECURITY_HEADERS } from "./wall-headers";
import { runWallSession, WALL_STREAM_HEADERS } from "./wall-stream";

/** A wall this far behind (a stalled client) is ended; it reconnects and resumes after its last event. */
export const MAX_UNSENT_BYTES = 256 * 1024;

export type TWallHandOff = { token: string; guestbookId: string; last: string | null };

function responseHead(): string {
  const headers: Record<string, string> = { date: new Date().toUTCString(), connection: "close", ...API_SECURITY_HEADERS, ...WALL_STREAM_HEADERS };
  return `HTTP/1.1 200 OK\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("")}\r\n`;
}

/** Serves the wall `handOff` names on `socket` until either side ends it. */
export function serveWallOnSocket(socket: Socket, handOff: TWallHandOff): void {
  socket.setNoDelay(true);
  // The client says nothing more on this connection; whatever it sends is dropped.
  socket.on("data", () => undefined);
  socket.on("error", () => socket.destroy());
  if (socket.destroyed) return;
  socket.write(responseHead());
  const session = runWallSession({
    token: handOff.token,
    guestbookId: handOff.guestbookId,
    last: handOff.last,
    sink: {
      write(bytes) {
        if (socket.destroyed || socket.writableEnded) return false;
        socket.write(bytes);
        return socket.writableLength <= MAX_UNSENT_BYTES;
      },
      end() {
        if (!socket.writableEnded) socket.end();
      },
    },
  });
  socket.on("close", session.close);
}
