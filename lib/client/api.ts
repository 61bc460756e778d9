// The browser's one client for `/api`: the session cookie (never a bearer token), JSON or multipart
// bodies, a timeout, and one error type carrying the status and the server's stable `code`, so screens
// branch on the code and show the server's text (the specs' texts).
import { loginUrl } from "@/lib/auth/login-url";
import { codeForStatus, isErrorCode, type ErrorCode } from "@/lib/http/error-codes";

/** What a call that got no answer fails with: the network, or the time limit. */
export type ClientErrorCode = ErrorCode | "NETWORK" | "TIMEOUT" | "ABORTED" | "BAD_RESPONSE";

export class ApiClientError extends Error {
  constructor(
    /** The HTTP status, or 0 when no answer came. */
    readonly status: number,
    readonly code: ClientErrorCode,
    /** The server's `{ error }` text, when it sent one. */
    readonly serverMessage: string | null,
    /** The whole error body, for the details some answers carry (`existingGuestbookName`, ...). */
    readonly body: Record<string, unknown> = {},
    /** Seconds from a `Retry-After` header, when there was one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(serverMessage ?? (status ? `Request failed (${status})` : code === "TIMEOUT" ? "The request timed out." : "Network error."));
    this.name = "ApiClientError";
  }
}

export type TApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A JSON body (sent with `content-type: application/json`). */
  json?: unknown;
  /** A multipart body. */
  form?: FormData;
  signal?: AbortSignal;
  /** Milliseconds before the call gives up with code TIMEOUT; 0 for none. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Answers that are not errors for this call (for example 409 while an MP3 is made). */
  okStatuses?: number[];
  /** Let the request outlive the page (a report sent as the page moves on). */
  keepalive?: boolean;
};

const DEFAULT_TIMEOUT_MS = 30_000;

function retryAfterOf(response: Response): number | null {
  const value = Number(response.headers.get("retry-after"));
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** The error a failed response stands for, read from its `{ error, code }` body. */
export async function errorFromResponse(response: Response): Promise<ApiClientError> {
  const body = (await response.json().catch(() => null)) as unknown;
  const record = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === "string" && record.error ? record.error : null;
  const code = isErrorCode(record.code) ? record.code : codeForStatus(response.status);
  return new ApiClientError(response.status, code, message, record, retryAfterOf(response));
}

/** Sends one request and answers the Response when it is ok; anything else throws `ApiClientError`. */
export async function apiFetch(path: string, options: TApiOptions = {}): Promise<Response> {
  const { method = options.json !== undefined || options.form ? "POST" : "GET", timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener("abort", onAbort, { once: true });
  let timedOut = false;
  const timer = timeoutMs > 0 ? setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs) : null;
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  try {
    const response = await fetch(path, {
      method,
      headers,
      body,
      credentials: "same-origin",
      cache: "no-store",
      signal: controller.signal,
      keepalive: options.keepalive,
    });
    if (response.ok || options.okStatuses?.includes(response.status)) return response;
    throw await errorFromResponse(response);
  } catch (error) {
    if (error instanceof ApiClientError) throw error;
    if (timedOut) throw new ApiClientError(0, "TIMEOUT", null);
    if (controller.signal.aborted) throw new ApiClientError(0, "ABORTED", null);
    throw new ApiClientError(0, "NETWORK", null);
  } finally {
    if (timer) clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
  }
}

/** `apiFetch`, then the JSON body; a body that is not JSON throws code BAD_RESPONSE. */
export async function apiJson<T>(path: string, options: TApiOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiClientError(response.status, "BAD_RESPONSE", null);
  }
}

/** The server's text for a failed call, or `fallback` when the call got no answer or an answer without one. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiClientError && error.serverMessage ? error.serverMessage : fallback;
}

/** Sends the browser to the login page, which brings it back here. */
export function sendToLogin(): void {
  const here = window.location.pathname + window.location.search;
  // A full load: the login page must start without this page's state.
  window.location.assign(loginUrl(here));
}

/** `apiFetch` for the owner pages: a lapsed session (UNAUTHORIZED) goes to the login page and comes back. */
export async function ownerFetch(path: string, options?: TApiOptions): Promise<Response> {
  try {
    return await apiFetch(path, options);
  } catch (error) {
    if (error instanceof ApiClientError && error.code === "UNAUTHORIZED") sendToLogin();
    throw error;
  }
}

/** `ownerFetch`, then the JSON body. */
export async function ownerJson<T>(path: string, options?: TApiOptions): Promise<T> {
  return (await (await ownerFetch(path, options)).json()) as T;
}

/** True when the call failed with this code (the server's, or the client's own NETWORK/TIMEOUT/...). */
export function hasCode(error: unknown, ...codes: ClientErrorCode[]): error is ApiClientError {
  return error instanceof ApiClientError && codes.includes(error.code);
}

/** DELETE where NOT_FOUND (already gone, e.g. deleted in another window) is what was asked. */
export async function apiDelete(path: string, options: { owner?: boolean } = {}): Promise<void> {
  try {
    await (options.owner ? ownerFetch : apiFetch)(path, { method: "DELETE" });
  } catch (error) {
    if (!hasCode(error, "NOT_FOUND")) throw error;
  }
}

type TShape = { parse(value: unknown): unknown };
const isShape = (value: unknown): value is TShape => typeof (value as TShape | null)?.parse === "function";

/**
 * The one SWR fetcher (components/site/SwrProvider.tsx). A key is an API path from a domain module, or
 * `[path, ...more]`: a zod shape among `more` parses the answer; anything else there only tells the
 * answers apart (asked again when it changes). Owner calls: a lapsed session signs in and comes back.
 */
export async function swrFetcher(key: string | readonly [string, ...unknown[]]): Promise<unknown> {
  const [path, ...more] = typeof key === "string" ? [key] : key;
  const body = await ownerJson<unknown>(path);
  const shape = more.find(isShape);
  return shape ? shape.parse(body) : body;
}
