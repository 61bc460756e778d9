// One error type for everything a handler refuses on purpose, and one function that turns anything
// thrown into a response `{ error, code, ...details }`: `error` is the specs' text, `code` one of the
// stable codes in error-codes.ts that clients branch on. The database or storage being away (outage.ts)
// is answered 503 with Retry-After, logged once a few seconds; other unexpected errors are logged in full
// and answered as a bare 500.
import { ZodError } from "zod";
import "@/lib/validation/field-messages";
import { StorageNotFoundError } from "@/lib/storage/types";
import { ERROR_STATUS, type ErrorCode } from "./error-codes";
import { OUTAGE_RETRY_AFTER_SECONDS, outageOf, type TOutage } from "./outage";

export class ApiError extends Error {
  /** Looked up from the code (ERROR_STATUS), never given apart from it. */
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = ERROR_STATUS[code];
  }
}

/** An error named by its code (`throw apiError("NOT_FOUND", "Guestbook not found.")`); its status comes from ERROR_STATUS. */
export const apiError = (code: ErrorCode, message: string, extra?: Record<string, unknown>) => new ApiError(code, message, extra);

export const badRequest = (message: string, extra?: Record<string, unknown>) => new ApiError("INVALID_INPUT", message, extra);
export const unauthorized = (message = "Please log in to continue.") => new ApiError("UNAUTHORIZED", message);
export const forbidden = (message = "You do not have permission to do this.") => new ApiError("FORBIDDEN", message);
export const notFound = (message = "Not found.") => new ApiError("NOT_FOUND", message);
export const conflict = (message: string) => new ApiError("CONFLICT", message);
export const payloadTooLarge = (message = "The request is too large.") => new ApiError("PAYLOAD_TOO_LARGE", message);
export const unsupportedMediaType = (message: string) => new ApiError("UNSUPPORTED_MEDIA_TYPE", message);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code: "RATE_LIMITED" | "ACTIVATION_LOCKED" = "RATE_LIMITED") =>
  new ApiError(code, message, { retryAfterSeconds });
/** 403: the guestbook's tier does not cover this; the body says so with `requiresUpgrade: true`. */
export const requiresUpgrade = (message: string, extra?: Record<string, unknown>) =>
  new ApiError("REQUIRES_UPGRADE", message, { requiresUpgrade: true, ...extra });
/** 402: this goes through checkout; the body says so with `requiresPayment: true`. */
export const requiresPayment = (message: string, extra?: Record<string, unknown>) =>
  new ApiError("REQUIRES_PAYMENT", message, { requiresPayment: true, ...extra });
/** 503 when this instance's media slots stay full: the client tries again after Retry-After. */
export const serverBusy = (retryAfterSeconds: number, message = "The server is busy. Please try again in a moment.") =>
  new ApiError("SERVER_BUSY", message, { retryAfterSeconds });
/** 409 while a file is still being made, with a Retry-After the client waits out. */
export const notReadyYet = (message: string, retryAfterSeconds = 2) => new ApiError("MP3_NOT_READY", message, { retryAfterSeconds });

export const SERVICE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";
/** How long a client waits before trying again while the database or storage is away. */
const OUTAGE_LOG_EVERY_MS = 5_000;
const lastLogged: Partial<Record<TOutage, number>> = {};

/** 503 while the database or storage is away: the client tries again after Retry-After. */
export const serviceUnavailable = (retryAfterSeconds = OUTAGE_RETRY_AFTER_SECONDS) => new ApiError("UNAVAILABLE", SERVICE_UNAVAILABLE, { retryAfterSeconds });

function logOutage(outage: TOutage, error: unknown): void {
  const now = Date.now();
  if (now - (lastLogged[outage] ?? 0) < OUTAGE_LOG_EVERY_MS) return;
  lastLogged[outage] = now;
  console.error(`[echobook] ${outage} unavailable; answering 503: ${error instanceof Error ? error.message.split("\n").at(-1) : String(error)}`);
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    const { retryAfterSeconds, ...extra } = error.extra;
    const headers: Record<string, string> = {};
    if (typeof retryAfterSeconds === "number") headers["Retry-After"] = String(Math.ceil(retryAfterSeconds));
    return Response.json({ error: error.message, code: error.code, ...extra }, { status: error.status, headers });
  }
  if (error instanceof ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join(".") || "body";
      fields[key] ??= issue.message;
    }
    return Response.json({ error: error.issues[0]?.message ?? "Invalid input.", code: "INVALID_INPUT", fields }, { status: 400 });
  }
  if (error instanceof StorageNotFoundError) return Response.json({ error: "Not found.", code: "NOT_FOUND" }, { status: 404 });
  const outage = outageOf(error);
  if (outage) {
    logOutage(outage, error);
    return errorResponse(serviceUnavailable());
  }
  console.error("[echobook] unexpected error", error);
  return Response.json({ error: "Something went wrong. Please try again.", code: "INTERNAL" }, { status: 500 });
}
