// Reads a JSON body with a size cap before parsing, then validates it with a zod schema.
import type { z } from "zod";
import { payloadTooLarge, unsupportedMediaType, apiError } from "./errors";

export const DEFAULT_JSON_LIMIT_BYTES = 64 * 1024;

/** `text` parsed as JSON, or a 400 `INVALID_JSON`. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw apiError("INVALID_JSON", "The request body is not valid JSON.");
  }
}

export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  { maxBytes = DEFAULT_JSON_LIMIT_BYTES }: { maxBytes?: number } = {},
): Promise<z.infer<T>> {
  const type = request.headers.get("content-type") ?? "";
  if (type && !type.toLowerCase().includes("application/json")) {
    throw unsupportedMediaType("Send the request body as application/json.");
  }
  return schema.parse(parseJsonText(await readText(request, maxBytes)));
}

/** `readJson` for a body that may be left out: no body (or an empty one) reads as `{}`, validated like any other. */
export async function readOptionalJson<T extends z.ZodType>(request: Request, schema: T, options?: { maxBytes?: number }): Promise<z.infer<T>> {
  const empty = request.body === null || request.headers.get("content-length") === "0";
  return empty ? schema.parse({}) : readJson(request, schema, options);
}

/** 413 at once when the body's declared length is over `maxBytes`, before anything is read or looked up. */
export function assertDeclaredSize(request: Request, maxBytes: number, message?: string): void {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw payloadTooLarge(message);
}

/** The body as text, refused with 413 past `maxBytes` (declared or counted), never held whole beyond it. */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  assertDeclaredSize(request, maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
