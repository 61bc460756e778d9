// Where nothing real can be at stake: `npm run dev`, or an APP_URL on this machine (the default when
// APP_URL is unset). The local test-payment mode (lib/payments/stripe.ts) and the local mailbox
// (lib/mail/mail-mode.ts) exist only here unless switched on explicitly, so a production server in this
// setup listens on the loopback address only (scripts/server.ts): a first deployment that forgot APP_URL
// never shows the mailbox or sells by a click to the network. No "server-only": the server script reads it.
import type { TEnv } from "@/lib/env";

/** The address a production server in the local setup listens on. */
export const LOOPBACK_ADDRESS = "127.0.0.1";

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}

export function isLocalSetup(env: Pick<TEnv, "NODE_ENV" | "APP_URL">): boolean {
  return env.NODE_ENV === "development" || isLoopbackUrl(env.APP_URL);
}

/**
 * Where the app's server listens: the address it was told (`--hostname`), else, for a production server
 * whose APP_URL is on this machine, the loopback address only; else every interface.
 */
export function listenHostname(opts: { hostname: string | undefined; dev: boolean; env: Pick<TEnv, "NODE_ENV" | "APP_URL"> }): string | undefined {
  if (opts.hostname) return opts.hostname;
  return !opts.dev && isLoopbackUrl(opts.env.APP_URL) ? LOOPBACK_ADDRESS : undefined;
}
