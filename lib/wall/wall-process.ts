// The wall process: the open walls' event streams of one app server, in a small process of its own at a
// lower CPU priority (started by wall-handoff.ts with the first open wall). The app server checks each
// wall's link, then hands the connection's socket over (Node passes sockets between processes); from
// then on the stream is this process's: its own LISTEN connection (wall-hub.ts), its catch-up reads and
// its writes. So a party's burst of uploads and ffmpeg runs never waits behind a thousand walls' writes
// on the server's event loop, and the operating system serves the uploads first when the cores are busy.
// It ends with the server (its IPC channel closes), and every stream with it: the walls reconnect.
//
//   node --import tsx --conditions=react-server lib/wall/wall-process.ts   (started by the server, never by hand)
import type { Socket } from "node:net";
import { serveWallOnSocket, type TWallHandOff } from "./wall-socket";

type TMessage = { type?: unknown } & Partial<TWallHandOff>;

process.on("message", (message: TMessage, socket?: Socket) => {
  if (message?.type !== "stream" || !socket) return;
  if (typeof message.token !== "string" || typeof message.guestbookId !== "string") return void socket.destroy();
  serveWallOnSocket(socket, { token: message.token, guestbookId: message.guestbookId, last: typeof message.last === "string" ? message.last : null });
});
process.on("disconnect", () => process.exit(0));
// A database that is away makes reads reject where no one waits; the streams catch up when it is back.
process.on("unhandledRejection", (reason) => console.error("[echobook] wall process: unhandled rejection (it goes on)", reason));
process.send?.({ type: "ready" });
