// Local-disk driver, the default when no S3 bucket is configured. Layout under the root:
//   <key>                 the bytes
//   .meta/<key>.json      { contentType }
//   .tmp/<uuid>           uploads in progress, renamed into place only once complete
// Keys never have dot-segments (see assertValidKey), so they cannot collide with .meta or .tmp.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertValidKey } from "./keys";
import { ByteCounter, bodyToReadable, resolveRange } from "./streams";
import { StorageNotFoundError, type StorageDriver, type TObjectInfo } from "./types";

const DEFAULT_CONTENT_TYPE = "application/octet-stream";

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

export function createLocalDriver(rootDir: string): StorageDriver {
  const root = path.resolve(rootDir);
  const tmpDir = path.join(root, ".tmp");

  function pathsFor(key: string): { file: string; meta: string } {
    assertValidKey(key);
    const file = path.join(root, ...key.split("/"));
    // Belt and braces: assertValidKey already rules out anything that could resolve outside the root.
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes the root: ${key}`);
    return { file, meta: `${path.join(root, ".meta", ...key.split("/"))}.json` };
  }

  async function readContentType(meta: string): Promise<string> {
    try {
      const parsed = JSON.parse(await readFile(meta, "utf8")) as { contentType?: unknown };
      return typeof parsed.contentType === "string" ? parsed.contentType : DEFAULT_CONTENT_TYPE;
    } catch (error) {
      if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
      throw error;
    }
  }

  return {
    async put(key, body, opts) {
      const { file, meta } = pathsFor(key);
      await mkdir(tmpDir, { recursive: true });
      const tmpFile = path.join(tmpDir, randomUUID());
      const tmpMeta = `${tmpFile}.json`;
      const counter = new ByteCounter(opts.contentLength);
      try {
        await pipeline(bodyToReadable(body), counter, createWriteStream(tmpFile, { flags: "wx" }));
        await writeFile(tmpMeta, JSON.stringify({ contentType: opts.contentType }));
        await Promise.all([mkdir(path.dirname(file), { recursive: true }), mkdir(path.dirname(meta), { recursive: true })]);
        await rename(tmpMeta, meta);
        await rename(tmpFile, file);
      } catch (error) {
        await Promise.all([rm(tmpFile, { force: true }), rm(tmpMeta, { force: true })]);
        throw error;
      }
      return { size: counter.bytes };
    },

    async get(key, range) {
      const { file, meta } = pathsFor(key);
      // Reading through one open handle keeps size and bytes consistent even if the key is replaced or deleted meanwhile.
      const handle = await open(file, "r").catch((error: unknown) => {
        throw isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR" ? new StorageNotFoundError(key) : error;
      });
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw new StorageNotFoundError(key);
        const { start, end } = resolveRange(range, info.size);
        const contentType = await readContentType(meta);
        if (info.size === 0) {
          await handle.close();
          return { body: Readable.from([]), size: 0, contentType, start, end };
        }
        return { body: handle.createReadStream({ start, end }), size: info.size, contentType, start, end };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async head(key): Promise<TObjectInfo | null> {
      const { file, meta } = pathsFor(key);
      try {
        const info = await stat(file);
        return info.isFile() ? { size: info.size, contentType: await readContentType(meta) } : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { file, meta } = pathsFor(key);
      await rm(file, { force: true });
      await rm(meta, { force: true });
    },
  };
}
