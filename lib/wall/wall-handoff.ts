// The app server's side of the wall process (wall-process.ts): started with the first open wall and kept,
// at a lower CPU priority than the server and its media runs (WALL_NICE); each open wall's socket is sent
// to it once the server has checked the link. When it cannot be started, or is gone, the server serves
// the stream itself (wall-node-stream.ts), so a wall always opens; the next wall starts a new process.
import "server-only";
import { fork, type ChildProcess } from "node:child_process";
import type { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TWallHandOff } from "./wall-socket";

/** Below the server, its uploads and their ffmpeg runs (0), level with background ffmpeg runs (10). */
const WALL_NICE = 10;
/** Loading the wall's modules through tsx takes a second or two; a process not ready by then is given up. */
const START_TIMEOUT_MS = 30_000;

const holder = globalThis as typeof globalThis & { echobookWallProcess?: Promise<ChildProcess> | null };

function startWallProcess(): Promise<ChildProcess> {
  const entry = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "wall", "wall-process.ts");
  const child = fork(/*turbopackIgnore: true*/ entry, [], {
    execArgv: ["--import", "tsx", "--conditions=react-server"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const started = new Promise<ChildProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("the wall process did not start"));
    }, START_TIMEOUT_MS);
    child.once("message", () => {
      clearTimeout(timer);
      resolve(child);
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the wall process stopped (${signal ?? code})`));
    });
  });
  child.once("spawn", () => {
    try {
      if (child.pid !== undefined) os.setPriority(child.pid, WALL_NICE);
    } catch {
      // Not allowed here: it runs at the server's priority.
    }
  });
  // It never keeps the server alive; it ends when the server does (wall-process.ts).
  child.unref();
  child.channel?.unref();
  child.once("exit", () => {
    if (holder.echobookWallProcess === started) holder.echobookWallProcess = null;
  });
  started.catch((error: unknown) => {
    if (holder.echobookWallProcess === started) holder.echobookWallProcess = null;
    console.error(`[echobook] ${error instanceof Error ? error.message : String(error)}; this server serves its walls itself`);
  });
  return started;
}

/** Sends an open wall's connection to the wall process: true when it has it, false to serve it here. */
export async function handOffWallStream(socket: Socket, handOff: TWallHandOff): Promise<boolean> {
  holder.echobookWallProcess ??= startWallProcess();
  const child = await holder.echobookWallProcess.catch(() => null);
  if (!child || !child.connected || socket.destroyed) return false;
  return new Promise((resolve) => {
    // keepOpen: the server's copy of the socket is closed here once sent, so the HTTP server forgets the
    // connection the ordinary way (the wall process holds its own copy of it).
    child.send({ type: "stream", ...handOff }, socket, { keepOpen: true }, (error) => {
      if (error) return resolve(false);
      socket.destroy();
      resolve(true);
    });
  });
}
