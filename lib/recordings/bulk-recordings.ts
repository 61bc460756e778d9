// The host hides, shows again or deletes many recordings at once (issue 46): those named, or every take
// with one guest name or from one connection (the keyed hash of guest-address.ts, never an address).
// Named ids that are not this guestbook's refuse the whole request, as one missing recording does.
// Deleting runs under the guestbook's recordings lock, and the freed places go to the oldest takes
// waiting for an upgrade, once for the whole batch.
import "server-only";
import { deleteAudio } from "@/lib/audio/delete-audio";
import { db } from "@/lib/db/client";
import type { Guestbook, Prisma } from "@/lib/generated/prisma/client";
import { RECORDING_NOT_FOUND } from "@/lib/guestbooks/access";
import { notFound } from "@/lib/http/errors";
import type { TRecordingsBulk } from "@/lib/validation/guestbooks";
import { lockGuestbookRecordings, reassignPlaces } from "./guest-places";

type TBulkResult = { action: TRecordingsBulk["action"]; count: number; ids: string[] };

function chosen(guestbookId: string, { ids, match }: TRecordingsBulk): Prisma.RecordingWhereInput {
  if (ids) return { guestbookId, id: { in: ids } };
  return {
    guestbookId,
    ...(match?.guestName !== undefined ? { guestName: match.guestName } : {}),
    ...(match?.addressTag !== undefined ? { guestAddressHash: match.addressTag } : {}),
  };
}

async function findChosen(tx: Prisma.TransactionClient, guestbookId: string, request: TRecordingsBulk) {
  const found = await tx.recording.findMany({ where: chosen(guestbookId, request), select: { id: true, audioId: true } });
  if (request.ids && found.length !== new Set(request.ids).size) throw notFound(RECORDING_NOT_FOUND);
  return found;
}

export async function bulkRecordings(opts: { guestbook: Guestbook; request: TRecordingsBulk }): Promise<TBulkResult> {
  const { guestbook, request } = opts;
  if (request.action !== "delete") {
    const ids = await db.$transaction(async (tx) => {
      const found = await findChosen(tx, guestbook.id, request);
      const ids = found.map((recording) => recording.id);
      await tx.recording.updateMany({ where: { guestbookId: guestbook.id, id: { in: ids } }, data: { listed: request.action === "unhide" } });
      return ids;
    });
    return { action: request.action, count: ids.length, ids };
  }
  const removed = await db.$transaction(async (tx) => {
    await lockGuestbookRecordings(tx, guestbook.id);
    const found = await findChosen(tx, guestbook.id, request);
    await tx.recording.deleteMany({ where: { guestbookId: guestbook.id, id: { in: found.map((recording) => recording.id) } } });
    const { maxGuests } = await tx.guestbook.findUniqueOrThrow({ where: { id: guestbook.id }, select: { maxGuests: true } });
    await reassignPlaces(tx, guestbook.id, maxGuests);
    return found;
  });
  await deleteAudio(removed.map((recording) => recording.audioId));
  const ids = removed.map((recording) => recording.id);
  return { action: request.action, count: ids.length, ids };
}
