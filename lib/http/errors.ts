// One error type for everything a handler refuses on purpose, and one function that turns anything
// thrown into a response. Unexpected errors are logged in full and answered as a bare 500.
import { ZodError } from "zod";
import { StorageNotFoundError } from "@/lib/storage/types";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new ApiError(400, message, extra);
export const unauthorized = (message = "Please log in to continue.") => new ApiError(401, message);
export const forbidden = (message = "You do not have permission to do this.") => new ApiError(403, message);
export const notFound = (message = "Not found.") => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const payloadTooLarge = (message = "The request is too large.") => new ApiError(413, message);
export const unsupportedMediaType = (message: string) => new ApiError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, message, { retryAfterSeconds });

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    const { retryAfterSeconds, ...extra } = error.extra;
    const headers: Record<string, string> = {};
    if (typeof retryAfterSeconds === "number") headers["Retry-After"] = String(Math.ceil(retryAfterSeconds));
    return Response.json({ error: error.message, ...extra }, { status: error.status, headers });
  }
  if (error instanceof ZodError) {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.join(".") || "body";
      fields[key] ??= issue.message;
    }
    return Response.json({ error: error.issues[0]?.message ?? "Invalid input.", fields }, { status: 400 });
  }
  if (error instanceof StorageNotFoundError) return Response.json({ error: "Not found." }, { status: 404 });
  console.error("[echobook] unexpected error", error);
  return Response.json({ error: "Something went wrong. Please try again." }, { status: 500 });
}
