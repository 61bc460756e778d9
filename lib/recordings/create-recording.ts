// A guest's recording for a guestbook (POST /api/guestbooks/record). The server enforces what the page
// shows: the guestbook must be taking recordings now, the take may not run over the guestbook's maximum
// (measured here, not trusted from the browser), the name is required when the host asks for it. A take
// beyond the tier's guest limit is still kept, marked requiresUpgrade, and the guestbook's overage set, up to
// the most any tier could make playable (MAX_STORED_TAKES); a take under a second is refused by ingestAudio.
import "server-only";
import { ingestAudio } from "@/lib/audio/ingest";
import { db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { GUESTBOOK_NOT_FOUND } from "@/lib/guestbooks/access";
import { ANONYMOUS_GUEST_NAME, GUESTBOOK_NOT_ACTIVE } from "@/lib/constants/guestbooks";
import { currentStatus, recordingWindow } from "@/lib/guestbooks/recording-window";
import { ApiError, badRequest, notFound } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { newPublicId } from "@/lib/ids";
import { assertUnderLimit, enforceLimit } from "@/lib/rate-limit/rate-limit";
import { assertRoomForTake, holdsAPlace, lockGuestbookRecordings, placesTaken } from "./guest-places";
import type { TRecordFields } from "@/lib/validation/guestbooks";
import { approvedOnArrival } from "./family-visibility";
import { announceSavedTake } from "./wall-visible";

export const NAME_REQUIRED = "Please enter your name.";
export const GUESTBOOK_BUSY = "This guestbook is receiving a lot of messages right now. Please try again in a minute.";
// A take recorded just before closing may still be uploading (or retrying) when the window shuts.
const CLOSING_GRACE_MS = 30 * 60_000;

export type TCreatedRecording = { id: string; durationMs: number; requiresUpgrade: boolean; created: boolean };

function formatWhen(date: Date): string {
  return `${date.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" })} UTC`;
}

async function existing(clientUploadId: string | undefined): Promise<TCreatedRecording | null> {
  if (!clientUploadId) return null;
  const found = await db.recording.findUnique({
    where: { clientUploadId },
    select: { id: true, requiresUpgrade: true, audio: { select: { durationMs: true } } },
  });
  return found ? { id: found.id, durationMs: found.audio.durationMs ?? 0, requiresUpgrade: found.requiresUpgrade, created: false } : null;
}

export async function createRecording(opts: {
  file: TReceivedFile | null;
  fields: TRecordFields;
  /** The sender's connection, hashed (guest-address.ts); null when not known. */
  guestAddressHash: string | null;
  now?: Date;
}): Promise<TCreatedRecording> {
  const { fields } = opts;
  const now = opts.now ?? new Date();
  const already = await existing(fields.clientUploadId);
  if (already) return already;

  // A guestbook whose account is being deleted is gone for guests already.
  const guestbook = await db.guestbook.findFirst({ where: { id: fields.guestbookId, owner: { accountDeletion: null } } });
  if (!guestbook || guestbook.status === "pending_payment") throw notFound(GUESTBOOK_NOT_FOUND);
  const status = currentStatus(guestbook, now);
  const { opensAt, closesAt } = recordingWindow(guestbook);
  if (status === "upcoming")
    throw new ApiError("RECORDING_CLOSED", `Recording will be available starting ${formatWhen(opensAt)}.`, { state: "upcoming", opensAt });
  if (status === "past" && now.getTime() > closesAt.getTime() + CLOSING_GRACE_MS) {
    throw new ApiError("RECORDING_CLOSED", `Recording was available until ${formatWhen(closesAt)}.`, { state: "closed", closesAt });
  }
  if (status !== "active" && status !== "past") throw new ApiError("RECORDING_CLOSED", GUESTBOOK_NOT_ACTIVE, { state: "inactive" });

  const asksForName = guestbook.guestInfo !== "none";
  const anonymous = fields.anonymous || (!asksForName && !fields.guestName);
  if (fields.anonymous && asksForName && !guestbook.allowAnonymous) throw badRequest(NAME_REQUIRED);
  if (!anonymous && asksForName && !fields.guestName) throw badRequest(NAME_REQUIRED);
  const guestName = anonymous ? ANONYMOUS_GUEST_NAME : (fields.guestName ?? ANONYMOUS_GUEST_NAME);
  const guestEmail = !anonymous && guestbook.guestInfo === "name_email" ? (fields.guestEmail ?? null) : null;

  // A burst far beyond what a room of guests records waits a minute. Only accepted takes count, in the
  // transaction that saves them: posts with no audio, or audio refused, cannot spend the guests' minute.
  const burst = { key: `guestbook-takes:${guestbook.id}`, window: { max: getEnv().GUESTBOOK_TAKES_PER_MINUTE, windowSeconds: 60 } };
  await assertUnderLimit(burst.key, burst.window, GUESTBOOK_BUSY);
  await assertRoomForTake(db, guestbook.id);
  const id = newPublicId();
  return ingestAudio({
    file: opts.file,
    maxDurationSeconds: guestbook.maxRecordingDuration,
    key: { scope: "guestbooks", ownerId: guestbook.id, id },
    polish: guestbook.voicePolish,
    existing: () => existing(fields.clientUploadId),
    save: async (tx, audio) => {
      await lockGuestbookRecordings(tx, guestbook.id);
      await enforceLimit(burst.key, burst.window, GUESTBOOK_BUSY, tx);
      await assertRoomForTake(tx, guestbook.id);
      const overLimit = holdsAPlace(audio.durationMs) && (await placesTaken(tx, guestbook.id)) >= guestbook.maxGuests;
      await tx.recording.create({
        data: {
          id,
          guestbookId: guestbook.id,
          guestName,
          guestEmail,
          anonymous,
          title: guestName,
          audioId: audio.id,
          requiresUpgrade: overLimit,
          approved: approvedOnArrival(guestbook),
          clientUploadId: fields.clientUploadId,
          guestAddressHash: opts.guestAddressHash,
        },
      });
      if (overLimit && !guestbook.overageTriggered) {
        await tx.guestbook.update({ where: { id: guestbook.id }, data: { overageTriggered: true, overageTriggeredAt: now } });
      }
      await announceSavedTake(tx, guestbook.id, id);
      return { id, durationMs: audio.durationMs ?? 0, requiresUpgrade: overLimit, created: true };
    },
  });
}
