// Copies the stored originals of some voices into a working folder, a few at a time, named in the order
// given (000.webm, 001.m4a, ...) so the stitcher reads them in that order. Used by the stitch job and by
// cards made from guestbook recordings.
import "server-only";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { audioExtension } from "@/lib/audio/probe";
import { getStorage } from "@/lib/storage";
import { mapLimit } from "./map-limit";

const PARALLEL_DOWNLOADS = 8;

export function fetchOriginals(
  originals: readonly { originalKey: string; originalMime: string }[],
  dir: string,
  onFetched: (count: number) => void = () => {},
): Promise<string[]> {
  const storage = getStorage();
  let fetched = 0;
  return mapLimit(originals, PARALLEL_DOWNLOADS, async ({ originalKey, originalMime }, index) => {
    const file = path.join(/*turbopackIgnore: true*/ dir, `${String(index).padStart(3, "0")}.${audioExtension(originalMime) ?? "audio"}`);
    await pipeline((await storage.get(originalKey)).body, createWriteStream(file));
    fetched += 1;
    onFetched(fetched);
    return file;
  });
}
