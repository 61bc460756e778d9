// Images uploaded without an account (a pro card recipient's cover) belong to the card they were uploaded
// for, and to no one's "My uploads": once a day has passed since the upload, such an image that no card,
// guestbook or blog post shows (the recipient chose another, or the card was deleted) is removed, its row
// and its stored files (the JPEG and its WebP copies). A signed-in user's uploads stay in their library
// until their account goes.
// Run by the periodic sweep (lib/jobs/sweep.ts).
import "server-only";
import { removeFiles } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import { userImageKeys } from "./webp-copies";

export const UNUSED_IMAGE_KEPT_MS = 24 * 3_600_000;
const BATCH = 500;

/** Removes the unused account-less images uploaded before `now` minus a day; answers how many. */
export async function sweepUnusedImages(now = new Date()): Promise<number> {
  const uploadedBefore = new Date(now.getTime() - UNUSED_IMAGE_KEPT_MS);
  // One statement: an image chosen as a cover while the sweep runs is either seen as used or was chosen
  // after its row went (the cover then shows nothing, as for any image removed).
  const removed = await db.$queryRaw<{ storageKey: string; webpWidths: number[] | null }[]>`
    DELETE FROM "UserImage" i
    WHERE i."id" IN (
      SELECT u."id" FROM "UserImage" u
      WHERE u."userId" IS NULL
        AND u."createdAt" < ${uploadedBefore}
        AND NOT EXISTS (SELECT 1 FROM "CardLook" c WHERE c."coverImageUrl" = '/api/user-images/' || u."id")
        AND NOT EXISTS (SELECT 1 FROM "Guestbook" g WHERE g."coverImageUrl" = '/api/user-images/' || u."id")
        AND NOT EXISTS (SELECT 1 FROM "BlogPost" b WHERE b."imageUrl" = '/api/user-images/' || u."id")
      ORDER BY u."createdAt"
      LIMIT ${BATCH}
    )
    RETURNING i."storageKey", i."webpWidths"`;
  await removeFiles(removed.flatMap((image) => userImageKeys({ storageKey: image.storageKey, webpWidths: image.webpWidths ?? [] })));
  return removed.length;
}
