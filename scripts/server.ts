// The app's HTTP server, which `npm start`, `npm run dev` and `npm test` run: Next.js behind a small Node
// server of our own (Next's custom-server API), which settles the one thing Next.js cannot, the address a
// request came from, and the host it was made to. Next.js fills X-Forwarded-For (and -Host, -Proto) from
// the connection only when a request has none, so a client could name any address or host it liked; here
// X-Forwarded-For is replaced by the one address the connection (and TRUST_PROXY_HOPS) vouches for,
// X-Forwarded-Host and -Proto are kept only behind a trusted proxy, and X-Real-IP is dropped, before
// Next.js sees the request. Before any of that it judges whether the request was made on this machine,
// for the local modes (lib/http/local-request.ts). A production server whose APP_URL is on this machine
// (the default, when APP_URL is unset) listens on 127.0.0.1 only (lib/local-setup.ts).
//
// A process of its own, started by scripts/services.ts as `node --import tsx scripts/server.ts`: the other
// scripts run under the react-server condition, which Next.js's own server code must not be loaded under.
//
//   node --import tsx scripts/server.ts [--dev] [--port=3000] [--hostname=127.0.0.1]
import http from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { ConfigError, getEnv } from "@/lib/env";
import { GATE_COOKIE, expectedGateCookie, gateEnabled } from "@/lib/gate/gate-cookie";
import { clientAddress, settleForwardedHeaders } from "@/lib/http/client-address";
import { isLocalRequest, isLoopbackAddress, stampLocalRequest } from "@/lib/http/local-request";
import { loggableUrl } from "@/lib/http/loggable-url";
import { cookieValue } from "@/lib/http/cookie-value";
import { PageCache } from "@/lib/http/page-cache";
import { isMiddlewareFreePage, pageHeaders } from "@/lib/http/page-headers";
import { answerOutagesWith503 } from "@/lib/http/page-outages";
import { LOOPBACK_ADDRESS, listenHostname } from "@/lib/local-setup";

// Tells instrumentation.ts that the app's own server runs Next.js: a production `next start` lacks it and refuses.
process.env.ECHOBOOK_APP_SERVER = "1";

// Requests and jobs still running when a stop is asked for get this long to finish; jobs still running
// then are handed back to the queue for another worker.
const DRAIN_MS = 8_000;

// Set by instrumentation.ts when this instance works the job queues; read by lib/cache/public-reads.ts.
type TShutdownHolder = {
  echobookStopWorkers?: (timeoutMs: number) => Promise<void>;
  echobookForgetPages?: () => void;
  /** Set by instrumentation.ts: answers an open wall's event stream here, true when it did (lib/wall/wall-node-stream.ts). */
  echobookWallEvents?: (request: http.IncomingMessage, response: http.ServerResponse) => Promise<boolean>;
};

/**
 * The public pages skip middleware.ts (its matcher leaves them out): what it does for a page is done
 * here instead. Behind the gate, a visitor without its cookie is sent to it; otherwise the request gets
 * its nonce, CSP and path headers and the answer its CSP (lib/http/page-headers.ts). False when answered.
 */
async function preparePublicPage(request: http.IncomingMessage, response: http.ServerResponse, pathname: string, search: string): Promise<boolean> {
  const expectedGate = await expectedGateCookie();
  if (expectedGate && cookieValue(request.headers.cookie, GATE_COOKIE) !== expectedGate) {
    response.statusCode = 307;
    response.setHeader("Location", `/gate?${new URLSearchParams({ next: pathname + search })}`);
    response.end();
    return false;
  }
  const prepared = pageHeaders(pathname, search, { cookie: request.headers.cookie, acceptLanguage: request.headers["accept-language"] });
  Object.assign(request.headers, prepared.request);
  for (const [name, value] of Object.entries(prepared.response)) response.setHeader(name, value);
  return true;
}

async function main() {
  const { values } = parseArgs({ options: { dev: { type: "boolean", default: false }, port: { type: "string" }, hostname: { type: "string" } } });
  const env = getEnv();
  const dev = values.dev;
  const port = values.port ? Number(values.port) : env.PORT;
  const hostname = listenHostname({ hostname: values.hostname, dev, env });

  const server = http.createServer();
  const app = next({ dev, dir: process.cwd(), hostname, port, httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();
  // Public pages for visitors who are not signed in, kept a moment (never in development, nor behind the gate).
  const pages = !dev && env.PUBLIC_PAGE_CACHE_MS > 0 && !gateEnabled() ? new PageCache({ ttlMs: env.PUBLIC_PAGE_CACHE_MS }) : null;
  if (pages) (globalThis as TShutdownHolder).echobookForgetPages = () => pages.forgetAll();
  // A development server told to listen beyond this machine (`npm run dev -- --lan`) opens its local modes
  // to the network too (scripts/dev.ts says so at start); any other server to this machine only.
  const openToNetwork = dev && hostname !== "localhost" && !isLoopbackAddress(hostname);
  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    // Judged on the request as it reached the socket, before the forwarding headers are settled below.
    stampLocalRequest(request.headers, isLocalRequest({ socketAddress: request.socket.remoteAddress, headers: request.headers, openToNetwork }));
    request.headers["x-forwarded-for"] = clientAddress({
      socketAddress: request.socket.remoteAddress,
      forwardedFor: request.headers["x-forwarded-for"],
      trustedHops: env.TRUST_PROXY_HOPS,
    });
    settleForwardedHeaders(request.headers, env.TRUST_PROXY_HOPS);
    delete request.headers["x-real-ip"];
    const failed = (error: unknown) => {
      console.error(`[echobook] request failed: ${request.method} ${loggableUrl(request.url)}`, error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    };
    const toNext = () => {
      if (pages?.handle(request, response)) return;
      answerOutagesWith503(request, response);
      const url = request.url ?? "/";
      const queryAt = url.indexOf("?");
      const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
      const prepared = isMiddlewareFreePage(pathname) ? preparePublicPage(request, response, pathname, queryAt === -1 ? "" : url.slice(queryAt)) : null;
      Promise.resolve(prepared ?? true)
        .then((go) => (go ? handle(request, response) : undefined))
        .catch(failed);
    };
    // An open wall's event stream is served on this socket, not through Next.js (lib/wall/wall-node-stream.ts).
    const wallEvents = (globalThis as TShutdownHolder).echobookWallEvents;
    if (wallEvents && request.method === "GET" && request.url?.startsWith("/api/wall/")) {
      wallEvents(request, response)
        .then((served) => (served ? undefined : toNext()))
        .catch(failed);
      return;
    }
    toNext();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, resolve);
  });
  if (!values.hostname && hostname === LOOPBACK_ADDRESS) {
    console.log(
      `[echobook] APP_URL (${env.APP_URL}) is on this machine, where the local test payments and mailbox are on: listening on ${LOOPBACK_ADDRESS} only. ` +
        "Set APP_URL to the site's public address (https://...) to serve other machines.",
    );
  }
  const shown =
    hostname === LOOPBACK_ADDRESS && !values.hostname ? env.APP_URL : `http://${hostname && hostname !== "0.0.0.0" ? hostname : "localhost"}:${port}`;
  console.log(`[echobook] Ready on ${shown}${dev ? " (development)" : ""}`);

  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(exitCode), DRAIN_MS + 4_000).unref();
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // The development server's hot-reload sockets never end by themselves.
    if (dev) server.closeAllConnections();
    const stopWorkers = (globalThis as TShutdownHolder).echobookStopWorkers?.(dev ? 1_000 : DRAIN_MS).catch((error: unknown) => console.error(error));
    await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, dev ? 0 : DRAIN_MS))]);
    await stopWorkers;
    await app.close().catch((error: unknown) => console.error(error));
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void stop(130));
  process.on("SIGTERM", () => void stop(143));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
