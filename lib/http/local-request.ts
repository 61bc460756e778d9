// Whether a request was made on this machine itself, for the local modes (the mailbox, the test
// payments): whether they are on is the environment's business (lib/local-setup.ts), but each request
// must also have come over loopback, to a loopback Host, through no proxy or tunnel. Only the app's own
// server (scripts/server.ts) sees the socket and the headers as sent, before it settles the forwarding
// headers, so it judges there and hands the verdict on as a header whose value is a secret of this
// process (made at start, kept on globalThis): a client cannot write it, and where our server did not
// run (`next start`) there is no secret and no request counts as local. No "server-only": the server
// script reads it.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { normalizeAddress } from "./client-address";

export const LOCAL_REQUEST_HEADER = "x-echobook-local-request";

// Headers a proxy, load balancer or tunnel adds to say whom it forwards for. Any header starting with
// "x-forwarded-" counts as well.
const FORWARDING_HEADERS = ["forwarded", "via", "x-real-ip", "true-client-ip", "cf-connecting-ip", "fastly-client-ip", "x-client-ip", "x-cluster-client-ip"];

type TMarkHolder = { echobookLocalRequestMark?: string };

/** An address on this machine: 127.0.0.0/8 or ::1 (an IPv4-mapped one included). */
export function isLoopbackAddress(raw: string | undefined): boolean {
  const address = normalizeAddress(raw);
  return address !== undefined && (address === "::1" || /^127\./.test(address));
}

/** A Host header naming this machine: localhost (and *.localhost), 127.x or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  const value = host?.trim().toLowerCase() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  const name = bracketed ? bracketed[1] : value.replace(/:\d+$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (bracketed) return name === "::1";
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

function hasForwardingHeaders(headers: IncomingHttpHeaders): boolean {
  return Object.keys(headers).some((name) => {
    const lower = name.toLowerCase();
    return lower.startsWith("x-forwarded-") || FORWARDING_HEADERS.includes(lower);
  });
}

/**
 * Whether a request as it reached the socket counts as made on this machine: no forwarding header, and
 * (unless a development server was asked to open the local modes to the network, `npm run dev -- --lan`)
 * a loopback peer and a loopback Host.
 */
export function isLocalRequest(opts: { socketAddress: string | undefined; headers: IncomingHttpHeaders; openToNetwork?: boolean }): boolean {
  if (hasForwardingHeaders(opts.headers)) return false;
  if (opts.openToNetwork) return true;
  return isLoopbackAddress(opts.socketAddress) && isLoopbackHost(opts.headers.host);
}

/** The app's server: drops any header of that name the client sent, and marks a local request. */
export function stampLocalRequest(headers: IncomingHttpHeaders, local: boolean): void {
  delete headers[LOCAL_REQUEST_HEADER];
  if (!local) return;
  const holder = globalThis as TMarkHolder;
  holder.echobookLocalRequestMark ??= randomBytes(32).toString("base64url");
  headers[LOCAL_REQUEST_HEADER] = holder.echobookLocalRequestMark;
}

/** A route or page: whether the app's server marked this request as made on this machine. */
export function cameFromThisMachine(headers: Headers): boolean {
  const mark = (globalThis as TMarkHolder).echobookLocalRequestMark;
  const sent = headers.get(LOCAL_REQUEST_HEADER);
  if (!mark || !sent) return false;
  const [a, b] = [Buffer.from(mark), Buffer.from(sent)];
  return a.length === b.length && timingSafeEqual(a, b);
}
