// Sends one recorded take as multipart/form-data, reporting upload progress and retrying what a retry
// can fix (no network, a timeout, 408, 429, 5xx) with exponential backoff. Every attempt carries the
// same clientUploadId, which the server uses to answer a repeated upload with the id it already
// stored, so a take whose answer got lost on the way back is saved once, never twice.
import { MAX_UPLOAD_ATTEMPTS, RETRY_DELAYS_MS } from "./upload-attempts";

export type TUploadResponse = { status: number; bodyText: string; retryAfter: string | null };

export type TUploadRequest = {
  endpoint: string;
  body: FormData;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
};

/** Performs one HTTP attempt. Rejects with UploadTransportError when no response came back. */
export type TUploadTransport = (request: TUploadRequest) => Promise<TUploadResponse>;

export type TRetryNotice = {
  /** The attempt about to be made (2 for the first retry). */
  attempt: number;
  maxAttempts: number;
  delayMs: number;
};

export type TUploadTakeOptions = {
  endpoint: string;
  blob: Blob;
  fileName: string;
  fields?: Record<string, string>;
  clientUploadId: string;
  onProgress?: (fraction: number) => void;
  /** Called as each attempt starts (1, then 2 after the first retry wait, ...). */
  onAttempt?: (attempt: number) => void;
  /** Called when an attempt failed and the next one will start after `delayMs`. */
  onRetry?: (notice: TRetryNotice) => void;
  signal?: AbortSignal;
  send?: TUploadTransport;
};

// A server asking for a longer pause than this gets the Retry button instead of a frozen page.
const MAX_RETRY_AFTER_MS = 60_000;
// No byte moving for this long means the connection is dead, however slow it was before.
const STALL_TIMEOUT_MS = 30_000;
const MAX_ERROR_TEXT_LENGTH = 300;

export class UploadTransportError extends Error {
  constructor(readonly reason: "network" | "timeout") {
    super(reason === "timeout" ? "timed out" : "network error");
    this.name = "UploadTransportError";
  }
}

/** The final failure; `status` is null when no response ever came back. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** What went wrong in words (the server's error text, or "timed out"); null when nothing says why. */
    readonly reason: string | null = null,
    /** The server's error code (lib/http/error-codes.ts), when it gave one. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

type TAttemptOutcome = { id: string } | { error: UploadError; retryable: boolean; retryAfterMs: number | null };

export async function uploadTake(options: TUploadTakeOptions): Promise<{ id: string }> {
  const { endpoint, signal, onProgress, onAttempt, onRetry, send = sendWithXhr } = options;
  const body = buildForm(options);
  for (let attempt = 1; ; attempt++) {
    signal?.throwIfAborted();
    onAttempt?.(attempt);
    onProgress?.(0);
    const outcome = await attemptOnce(send, { endpoint, body, signal, onProgress: (fraction) => onProgress?.(fraction) });
    if ("id" in outcome) {
      onProgress?.(1);
      return { id: outcome.id };
    }
    if (!outcome.retryable || attempt >= MAX_UPLOAD_ATTEMPTS) throw outcome.error;
    const delayMs = outcome.retryAfterMs ?? RETRY_DELAYS_MS[attempt - 1];
    onRetry?.({ attempt: attempt + 1, maxAttempts: MAX_UPLOAD_ATTEMPTS, delayMs });
    await sleep(delayMs, signal);
  }
}

// The id goes first so a streaming server can recognise a repeated upload before reading the audio.
function buildForm({ blob, fileName, fields = {}, clientUploadId }: TUploadTakeOptions): FormData {
  const form = new FormData();
  form.append("clientUploadId", clientUploadId);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("audio", blob, fileName);
  return form;
}

async function attemptOnce(send: TUploadTransport, request: TUploadRequest): Promise<TAttemptOutcome> {
  let response: TUploadResponse;
  try {
    response = await send(request);
  } catch (failure) {
    if (request.signal?.aborted) throw request.signal.reason;
    const reason = failure instanceof UploadTransportError ? failure.message : "network error";
    return { error: new UploadError(`Upload failed: ${reason}`, null, reason), retryable: true, retryAfterMs: null };
  }
  const { status, bodyText } = response;
  const id = status >= 200 && status < 300 ? readId(bodyText) : null;
  if (id) return { id };
  const reason = errorText(bodyText);
  return {
    error: new UploadError(`Upload failed: ${status} ${reason}`.trimEnd(), status, reason || null, errorCode(bodyText)),
    retryable: status === 408 || status === 429 || status >= 500,
    retryAfterMs: parseRetryAfter(response.retryAfter),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readId(bodyText: string): string | null {
  const body = parseJson(bodyText);
  if (typeof body !== "object" || body === null || !("id" in body)) return null;
  return typeof body.id === "string" && body.id !== "" ? body.id : null;
}

// The API answers { error } with a user-safe text; anything else (a proxy's HTML page) is cut short.
function errorText(bodyText: string): string {
  const body = parseJson(bodyText);
  if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string") return body.error;
  return bodyText.trim().slice(0, MAX_ERROR_TEXT_LENGTH);
}

function errorCode(bodyText: string): string | null {
  const body = parseJson(bodyText);
  return typeof body === "object" && body !== null && "code" in body && typeof body.code === "string" ? body.code : null;
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The browser transport: XMLHttpRequest, because fetch cannot report upload progress. */
const sendWithXhr: TUploadTransport = ({ endpoint, body, onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const abort = () => xhr.abort();
    const settle = () => {
      clearTimeout(stallTimer);
      signal?.removeEventListener("abort", abort);
    };
    const keepAlive = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, STALL_TIMEOUT_MS);
    };

    xhr.open("POST", endpoint);
    xhr.upload.addEventListener("progress", (event) => {
      keepAlive();
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("progress", keepAlive);
    xhr.addEventListener("load", () => {
      settle();
      resolve({ status: xhr.status, bodyText: xhr.responseText, retryAfter: xhr.getResponseHeader("Retry-After") });
    });
    xhr.addEventListener("error", () => {
      settle();
      reject(new UploadTransportError("network"));
    });
    xhr.addEventListener("abort", () => {
      settle();
      reject(timedOut ? new UploadTransportError("timeout") : (signal?.reason ?? new DOMException("The upload was aborted.", "AbortError")));
    });
    signal?.addEventListener("abort", abort, { once: true });
    keepAlive();
    xhr.send(body);
  });
