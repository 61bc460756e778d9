// A take sent as base64 in a JSON body rather than multipart (a card's new voice, a pro card's recording:
// spec 002 section 7). The body is capped before it is read, by its declared length and while it streams
// (413), the base64 is checked and decoded within the caller's byte cap, and the bytes are written to a
// private temporary file for ingestAudio, which checks them like any upload. The file is removed after.
import "server-only";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { z } from "zod";
import { ApiError, badRequest, payloadTooLarge } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { readJson } from "@/lib/http/read-json";
import { uploadTooLargeMessage } from "./limits";

/** The JSON body that carries at most `maxAudioBytes` of audio: its base64, and room for the rest. */
export function base64BodyLimit(maxAudioBytes: number): number {
  return Math.ceil(maxAudioBytes / 3) * 4 + 64 * 1024;
}

/** Reads and validates the JSON body; past the cap for `maxAudioBytes` of audio it is a 413 saying the recording is too large. */
export async function readBase64TakeBody<T extends z.ZodType<{ audioData: string }>>(request: Request, schema: T, maxAudioBytes: number): Promise<z.infer<T>> {
  try {
    return await readJson(request, schema, { maxBytes: base64BodyLimit(maxAudioBytes) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 413) throw payloadTooLarge(uploadTooLargeMessage(maxAudioBytes));
    throw error;
  }
}

/** The bytes of base64 (or a `data:` URL), refused with 413 past `maxAudioBytes` and 400 when empty or not base64. */
export function decodeAudioData(audioData: string, opts: { maxAudioBytes: number; emptyMessage: string }): Buffer {
  const base64 = audioData.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) throw badRequest("audioData must be base64.");
  const tooLarge = () => payloadTooLarge(uploadTooLargeMessage(opts.maxAudioBytes));
  if (Math.floor((base64.length * 3) / 4) > opts.maxAudioBytes + 2) throw tooLarge();
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) throw badRequest(opts.emptyMessage);
  if (bytes.length > opts.maxAudioBytes) throw tooLarge();
  return bytes;
}

/** Writes the take to a private temporary folder (mode 700, file 600), hands it over as an upload, then removes it. */
export async function withTakeFile<T>(bytes: Buffer, declaredType: string, handle: (file: TReceivedFile) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-take-"));
  const file = path.join(dir, "upload");
  try {
    await writeFile(file, bytes, { mode: 0o600 });
    return await handle({ path: file, size: bytes.length, fileName: "upload", declaredType });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
