// Reads an original from storage, makes the MP3 with ffmpeg in a temporary folder, and stores it.
// An original that already is an MP3 is its own MP3.
import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { getStorage } from "@/lib/storage";
import { transcodeToMp3 } from "./transcode";

export async function makeMp3(opts: { originalKey: string; originalMime: string; mp3Key: string }): Promise<string> {
  if (opts.originalMime === "audio/mpeg") return opts.originalKey;
  const storage = getStorage();
  const dir = await mkdtemp(path.join(os.tmpdir(), "echobook-mp3-"));
  try {
    const input = path.join(dir, "original");
    const output = path.join(dir, "audio.mp3");
    const original = await storage.get(opts.originalKey);
    await pipeline(original.body, createWriteStream(input));
    await transcodeToMp3(input, output);
    const { size } = await stat(output);
    await storage.put(opts.mp3Key, createReadStream(output), { contentType: "audio/mpeg", contentLength: size });
    return opts.mp3Key;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
