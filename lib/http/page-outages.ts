// Pages (not the API, whose route wrapper answers its own 503s in errors.ts) whose render failed because
// the database or storage was away are answered 503 with Retry-After instead of Next.js's 500, so a load
// balancer routes around the instance and a browser or crawler tries again. scripts/server.ts tags every
// request with an id it sets itself; Next.js reports a render's error to instrumentation.ts's
// onRequestError synchronously, before the error document's status is written, which records the outage
// here under that id; the server then rewrites the status as the response's head is written.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { OUTAGE_RETRY_AFTER_SECONDS, outageOf } from "./outage";

/** The request header scripts/server.ts sets (replacing any a client sent) to tie an error to its request. */
const REQUEST_ID_HEADER = "x-echobook-request";

// One process, two module graphs (the server script's and Next.js's bundles): the record lives on globalThis.
const holder = globalThis as { echobookPageOutages?: Map<string, true> };
const failed = (holder.echobookPageOutages ??= new Map<string, true>());

/** Called from instrumentation.ts's onRequestError: remembers a request whose error was an outage. */
export function notePageError(error: unknown, headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>): void {
  const id = headers[REQUEST_ID_HEADER];
  if (typeof id === "string" && outageOf(error)) failed.set(id, true);
}

/** Tags the request, and answers 503 with Retry-After if its render fails for an outage. */
export function answerOutagesWith503(request: IncomingMessage, response: ServerResponse): void {
  const id = randomUUID();
  request.headers[REQUEST_ID_HEADER] = id;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode >= 500 && failed.delete(id)) {
      statusCode = 503;
      this.statusCode = 503;
      this.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
      this.setHeader("Cache-Control", "no-store");
    }
    return (writeHead as (this: ServerResponse, code: number, ...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
  response.once("close", () => failed.delete(id));
}
