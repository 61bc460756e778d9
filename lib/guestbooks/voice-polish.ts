// A guestbook's "Even out voices" switch (PUT /api/guestbooks/{id} { voicePolish }): its guests' voices
// and its greeting want the other MP3 from now on; each keeps playing the one it has until the new one is
// stored (lib/audio/make-mp3.ts), so no play or download is lost meanwhile.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { queueGuestbookPolish } from "@/lib/audio/polish-pass";

export async function wantPolish(tx: Prisma.TransactionClient, guestbookId: string, polish: boolean): Promise<void> {
  await tx.$executeRaw`
    UPDATE "AudioFile" SET polish = ${polish}
    WHERE id IN (SELECT "audioId" FROM "Recording" WHERE "guestbookId" = ${guestbookId})
       OR id = (SELECT "greetingAudioId" FROM "Guestbook" WHERE id = ${guestbookId})`;
}

/** Queues the switched voices now; a queue that is away leaves them to the sweep's polish pass. */
export async function queuePolishSwitch(guestbookId: string): Promise<void> {
  await queueGuestbookPolish(guestbookId).catch((error: unknown) =>
    console.error(`[echobook] could not queue the voices of guestbook ${guestbookId} for their new MP3s yet; the sweep will`, error),
  );
}
