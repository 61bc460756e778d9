// The host's own greeting: one voice per guestbook, recorded or uploaded by the owner, at most
// GREETING_MAX_SECONDS long, which guests may play on the guest page before they record. It is an
// AudioFile like every other voice (ingest, MP3, serving and deletion through lib/audio/), held by
// Guestbook.greetingAudioId. Replacing or removing it frees the earlier voice once the new state is
// committed, so a refused upload leaves the earlier greeting as it was.
import "server-only";
import { deleteAudio } from "@/lib/audio/delete-audio";
import { ingestAudio } from "@/lib/audio/ingest";
import type { TServeOptions } from "@/lib/audio/serve-audio";
import { db } from "@/lib/db/client";
import type { AudioFile, Guestbook } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import type { TReceivedFile } from "@/lib/http/multipart";
import { newPublicId } from "@/lib/ids";
import { GREETING_MAX_SECONDS, type TGreeting } from "@/lib/constants/guestbooks";
import { toGreetingJson } from "./greeting-json";
import { forgetPublicGuestbook } from "./public-guestbook";

export const GREETING_NOT_FOUND = "This guestbook has no greeting.";

export async function readGreeting(guestbook: Pick<Guestbook, "id" | "greetingAudioId">): Promise<TGreeting | null> {
  if (!guestbook.greetingAudioId) return null;
  const audio = await db.audioFile.findUnique({ where: { id: guestbook.greetingAudioId } });
  return audio ? toGreetingJson(guestbook.id, audio) : null;
}

/** Stores `file` as the guestbook's greeting (checked and measured like a guest's take) in place of the earlier one. */
export async function putGreeting(opts: { guestbook: Guestbook; file: TReceivedFile | null }): Promise<TGreeting> {
  const { guestbook } = opts;
  const { greeting, replaced } = await ingestAudio({
    file: opts.file,
    maxDurationSeconds: GREETING_MAX_SECONDS,
    key: { scope: "guestbooks", ownerId: guestbook.id, id: `greeting-${newPublicId()}` },
    polish: guestbook.voicePolish,
    existing: async () => null,
    save: async (tx, audio) => {
      // Two replacements at once: each frees the voice it found, and the last one wins.
      const [row] = await tx.$queryRaw<{ greetingAudioId: string | null }[]>`SELECT "greetingAudioId" FROM "Guestbook" WHERE "id" = ${guestbook.id} FOR UPDATE`;
      if (!row) throw notFound("Guestbook Not Found");
      await tx.guestbook.update({ where: { id: guestbook.id }, data: { greetingAudioId: audio.id } });
      return { greeting: toGreetingJson(guestbook.id, audio), replaced: row.greetingAudioId };
    },
  });
  forgetPublicGuestbook(guestbook.id);
  if (replaced) await deleteAudio([replaced]);
  return greeting;
}

/** Removes the greeting; false when there was none. */
export async function removeGreeting(opts: { guestbook: Guestbook }): Promise<boolean> {
  const removed = await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      { greetingAudioId: string | null }[]
    >`SELECT "greetingAudioId" FROM "Guestbook" WHERE "id" = ${opts.guestbook.id} FOR UPDATE`;
    if (!row?.greetingAudioId) return null;
    await tx.guestbook.update({ where: { id: opts.guestbook.id }, data: { greetingAudioId: null } });
    return row.greetingAudioId;
  });
  if (!removed) return false;
  forgetPublicGuestbook(opts.guestbook.id);
  await deleteAudio([removed]);
  return true;
}

/** The greeting's voice for a guest's player: the guestbook's current one only, of an account not being deleted. */
export async function findPublicGreetingAudio(opts: { guestbookId: string; audioId: string }): Promise<AudioFile> {
  const ids = /^[A-Za-z0-9_-]{1,64}$/;
  if (!ids.test(opts.guestbookId) || !ids.test(opts.audioId)) throw notFound(GREETING_NOT_FOUND);
  const guestbook = await db.guestbook.findFirst({
    where: { id: opts.guestbookId, greetingAudioId: opts.audioId, owner: { accountDeletion: null } },
    select: { greetingAudio: true },
  });
  if (!guestbook?.greetingAudio) throw notFound(GREETING_NOT_FOUND);
  return guestbook.greetingAudio;
}

/**
 * A greeting's address names its voice, which never changes: browsers keep it a day. A removed one is
 * refused at once (the lookup), though a browser that already has it may still play its copy.
 */
export const GREETING_SERVE_OPTIONS: TServeOptions = { cacheControl: "public, max-age=86400" };
