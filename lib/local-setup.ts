// Where nothing real can be at stake: `npm run dev`, or an APP_URL on this machine (the default when
// APP_URL is unset). The local test-payment mode (lib/payments/stripe.ts) and the local mailbox
// (lib/mail/mail-mode.ts) exist only here unless switched on explicitly, so a production server in this
// setup listens on the loopback address only (scripts/server.ts): a first deployment that forgot APP_URL
// never shows the mailbox or sells by a click to the network. No "server-only": the server script reads it.
import type { TEnv } from "@/lib/env";

/** The address a production server in the local setup, and `npm run dev` unless told otherwise, listens on. */
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

/**
 * Where `npm run dev` listens: on this machine only, unless asked for the network with `--lan` (every
 * interface) or `HOST`. A development server always has the local mailbox and (without a Stripe key) the
 * test payments on, so beyond this machine it opens them to that network (scripts/dev.ts says so).
 */
export function devHostname(opts: { lan: boolean; host: string | undefined }): string {
  if (opts.lan) return "0.0.0.0";
  return opts.host ?? LOOPBACK_ADDRESS;
}

/** What `npm run dev` says at start when it listens beyond this machine; null when it does not. */
export function devNetworkWarning(opts: { hostname: string; mailbox: boolean; testPayments: boolean }): string | null {
  if (isLoopbackUrl(`http://${opts.hostname.includes(":") ? `[${opts.hostname}]` : opts.hostname}`)) return null;
  const open = [
    opts.mailbox ? "the local mailbox (/dev/mailbox, with every password-reset link)" : null,
    opts.testPayments ? "the test payments (anything bought by a click)" : null,
  ].filter(Boolean);
  const what = open.length > 0 ? `the app, and with it ${open.join(" and ")},` : "the app";
  return (
    `[echobook] Listening on ${opts.hostname === "0.0.0.0" ? "every interface" : opts.hostname}: anyone on your network can open ${what} ` +
    "on this development server. Leave out --lan and HOST to keep it to this machine."
  );
}
