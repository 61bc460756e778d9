// A guestbook's link-preview picture, drawn once per version of its look and kept in storage with a row
// naming it, so crawlers are answered from storage rather than by a redraw. Saving a guestbook and
// rendering its page start the drawing (`warmGuestbookPreview`), so the crawler's fetch of og:image
// finds it done; one drawing per version at a time in this instance, in a media slot.
// The newest KEPT_VERSIONS are kept: chat apps that hold an older address get the current picture.
import "server-only";
import { removeFiles } from "@/lib/audio/delete-audio";
import { withMediaSlot } from "@/lib/concurrency/media-slots";
import { db } from "@/lib/db/client";
import { GUESTBOOK_PREVIEW_TYPE, renderGuestbookPreview } from "@/lib/images/guestbook-preview";
import { loadCoverImage } from "@/lib/images/load-cover-image";
import { getStorage, storageKey } from "@/lib/storage";
import { DEFAULT_COVER_IMAGE_URL } from "@/lib/constants/guestbooks";
import type { TPublicGuestbook } from "./public-guestbook";
import { guestbookPreviewLook, guestbookPreviewVersion, type TGuestbookPreviewLook } from "./share-preview";

const KEPT_VERSIONS = 10;

// On globalThis: the page and the image route may be bundled apart, each with its own module copy.
const holder = globalThis as unknown as { echobookPreviewDrawing?: Map<string, Promise<string>>; echobookPreviewsStored?: Set<string> };
const drawing = (holder.echobookPreviewDrawing ??= new Map());
// Versions this instance has seen stored, so a page view does not ask the database again. Bounded: it is
// emptied when it grows past MAX_KNOWN (the next view of each asks once more).
const knownStored = (holder.echobookPreviewsStored ??= new Set());
const MAX_KNOWN = 10_000;

async function coverBytes(look: TGuestbookPreviewLook): Promise<Buffer | null> {
  if (!look.coverImageUrl) return null;
  // A cover that cannot be had shows the default cover, as the guests' page does.
  return (await loadCoverImage(look.coverImageUrl)) ?? (await loadCoverImage(DEFAULT_COVER_IMAGE_URL));
}

async function draw(guestbookId: string, look: TGuestbookPreviewLook, version: string): Promise<string> {
  const cover = await coverBytes(look);
  const image = await withMediaSlot("request", () => renderGuestbookPreview({ ...look, cover }));
  const key = storageKey({ scope: "guestbooks", ownerId: guestbookId, kind: "images", id: `preview-${version}`, ext: "jpg" });
  await getStorage().put(key, image, { contentType: GUESTBOOK_PREVIEW_TYPE });
  try {
    await db.guestbookPreviewImage.upsert({
      where: { guestbookId_version: { guestbookId, version } },
      create: { guestbookId, version, storageKey: key },
      update: {},
    });
  } catch (error) {
    // The guestbook was deleted meanwhile: its picture goes with it.
    await removeFiles([key]);
    throw error;
  }
  await pruneOlderVersions(guestbookId);
  return key;
}

async function pruneOlderVersions(guestbookId: string): Promise<void> {
  const older = await db.guestbookPreviewImage.findMany({
    where: { guestbookId },
    orderBy: { createdAt: "desc" },
    skip: KEPT_VERSIONS,
    select: { version: true, storageKey: true },
  });
  if (older.length === 0) return;
  await db.guestbookPreviewImage.deleteMany({ where: { guestbookId, version: { in: older.map((row) => row.version) } } });
  await removeFiles(older.map((row) => row.storageKey));
}

/** The stored picture of the guestbook's current look, drawn and stored first when there is none. */
export async function currentPreviewKey(guestbook: TPublicGuestbook): Promise<string> {
  const look = guestbookPreviewLook(guestbook);
  const version = guestbookPreviewVersion(look);
  const stored = await storedPreviewKey(guestbook.id, version);
  if (stored) return stored;
  const id = `${guestbook.id}/${version}`;
  let pending = drawing.get(id);
  if (!pending) {
    pending = draw(guestbook.id, look, version).finally(() => drawing.delete(id));
    drawing.set(id, pending);
  }
  return pending;
}

export async function storedPreviewKey(guestbookId: string, version: string): Promise<string | null> {
  const row = await db.guestbookPreviewImage.findUnique({ where: { guestbookId_version: { guestbookId, version } }, select: { storageKey: true } });
  return row?.storageKey ?? null;
}

/**
 * Starts drawing the current picture without waiting for it, unless this instance knows it is stored; a
 * failure is logged, the route retries. (A known version pruned since is drawn by the route when asked.)
 */
export function warmGuestbookPreview(guestbook: TPublicGuestbook): void {
  const id = `${guestbook.id}/${guestbookPreviewVersion(guestbookPreviewLook(guestbook))}`;
  if (knownStored.has(id)) return;
  currentPreviewKey(guestbook).then(
    () => {
      if (knownStored.size >= MAX_KNOWN) knownStored.clear();
      knownStored.add(id);
    },
    (error: unknown) => console.error("[echobook] a guestbook preview could not be drawn", error),
  );
}

/** The stored pictures of guestbooks about to be deleted, for the caller to remove after the rows. */
export async function previewKeysOf(guestbookIds: string[]): Promise<string[]> {
  const rows = await db.guestbookPreviewImage.findMany({ where: { guestbookId: { in: guestbookIds } }, select: { storageKey: true } });
  return rows.map((row) => row.storageKey);
}
