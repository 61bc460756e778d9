// Access checks for every owner route. Two levels: `getManagedGuestbook` lets the owner or a co-host in
// (listening, downloads, stitching, hiding, the texts and look, keepsakes, links); `getOwnedGuestbook` the
// owner only (deleting, paying, the tier, choosing co-hosts), a co-host there is answered 403. Anyone
// else's guestbook or recording answers 404, exactly like a missing one, so ids cannot be probed. The
// co-host row is read on every request: a removed co-host loses access at once. Admins manage only their
// own, like everyone else. docs/decisions/cohosts.md lists every route's level.
import "server-only";
import { db } from "@/lib/db/client";
import type { AudioFile, Guestbook, Recording } from "@/lib/generated/prisma/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { ZGuestbookId, ZRecordingId } from "@/lib/validation/guestbooks";

export const GUESTBOOK_NOT_FOUND = "Guestbook Not Found";
export const RECORDING_NOT_FOUND = "Recording not found.";
export const OWNER_ONLY = "Only the guestbook's owner can do this. You are a co-host of this guestbook.";

export type TGuestbookRole = "owner" | "cohost";

/** The caller's role on a guestbook, or null when it is neither theirs nor shared with them. */
async function roleOn(guestbook: Pick<Guestbook, "id" | "ownerId">, userId: string): Promise<TGuestbookRole | null> {
  if (guestbook.ownerId === userId) return "owner";
  const cohost = await db.guestbookCohost.findUnique({ where: { guestbookId_userId: { guestbookId: guestbook.id, userId } }, select: { userId: true } });
  return cohost ? "cohost" : null;
}

/** The guestbook and the caller's role on it (owner or co-host); 404 for anyone else. */
export async function getGuestbookWithRole(opts: { id: string; userId: string }): Promise<{ guestbook: Guestbook; role: TGuestbookRole }> {
  const id = ZGuestbookId.safeParse(opts.id);
  if (!id.success) throw notFound(GUESTBOOK_NOT_FOUND);
  const guestbook = await db.guestbook.findUnique({ where: { id: id.data } });
  const role = guestbook ? await roleOn(guestbook, opts.userId) : null;
  if (!guestbook || !role) throw notFound(GUESTBOOK_NOT_FOUND);
  return { guestbook, role };
}

/** Owner or co-host may. */
export async function getManagedGuestbook(opts: { id: string; userId: string }): Promise<Guestbook> {
  return (await getGuestbookWithRole(opts)).guestbook;
}

/** Owner only: a co-host is answered 403, anyone else 404. */
export async function getOwnedGuestbook(opts: { id: string; userId: string }): Promise<Guestbook> {
  const { guestbook, role } = await getGuestbookWithRole(opts);
  if (role !== "owner") throw forbidden(OWNER_ONLY);
  return guestbook;
}

export type TOwnedRecording = Recording & { guestbook: Guestbook; audio: AudioFile };

/** A recording of a guestbook the caller owns or co-hosts (`ownerOnly`: owns; a co-host gets 403); 404 for anyone else. */
export async function getManagedRecording(opts: { id: string; userId: string; guestbookId?: string; ownerOnly?: boolean }): Promise<TOwnedRecording> {
  const id = ZRecordingId.safeParse(opts.id);
  if (!id.success) throw notFound(RECORDING_NOT_FOUND);
  const recording = await db.recording.findUnique({ where: { id: id.data }, include: { guestbook: true, audio: true } });
  const role = recording ? await roleOn(recording.guestbook, opts.userId) : null;
  if (!recording || !role) throw notFound(RECORDING_NOT_FOUND);
  if (opts.guestbookId !== undefined && recording.guestbookId !== opts.guestbookId) throw notFound(RECORDING_NOT_FOUND);
  if (opts.ownerOnly && role !== "owner") throw forbidden(OWNER_ONLY);
  return recording;
}
