// The bytes of a cover, for pictures drawn on the server (a card's link preview): the bundled library
// and default under public/, the user's uploads from storage, or Unsplash's image host at preview size.
// Null when the cover cannot be had, so the caller draws without it rather than failing a crawler.
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getUserImage } from "@/lib/images/user-images/get-user-image";
import { UNSPLASH_IMAGE_ORIGIN } from "@/lib/images/stock/search-unsplash";
import { getStorage } from "@/lib/storage";

const PUBLIC_FILE = /^\/(?:stock\/)?[A-Za-z0-9_-]+\.(?:jpg|jpeg|png|webp|svg)$/;
const USER_IMAGE = /^\/api\/user-images\/([A-Za-z0-9_-]{1,64})$/;
const MAX_BYTES = 15 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

async function readStream(body: AsyncIterable<Buffer | Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new RangeError("Cover too large");
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

async function fromUnsplash(url: URL): Promise<Buffer> {
  url.searchParams.set("w", "1200");
  url.searchParams.set("q", "70");
  url.searchParams.set("fm", "jpg");
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok || !response.body) throw new Error(`Unsplash answered ${response.status}`);
  return readStream(response.body as unknown as AsyncIterable<Uint8Array>);
}

export async function loadCoverImage(coverUrl: string): Promise<Buffer | null> {
  try {
    if (PUBLIC_FILE.test(coverUrl)) return await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), "public", coverUrl));
    const userImage = USER_IMAGE.exec(coverUrl);
    if (userImage) {
      const { storageKey } = await getUserImage({ id: userImage[1] });
      return await readStream((await getStorage().get(storageKey)).body);
    }
    const url = new URL(coverUrl);
    if (url.origin === UNSPLASH_IMAGE_ORIGIN) return await fromUnsplash(url);
  } catch (error) {
    console.warn("Cover image unavailable for a preview:", coverUrl, error);
  }
  return null;
}
