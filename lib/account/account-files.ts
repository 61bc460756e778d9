// Everything an account holds, read once for both the export and the deletion: its rows with the voices
// they hold, and the storage key of every file that belongs to it. Secrets (password hash, activation
// codes, recorder tokens) are never selected.
import "server-only";
import { CARD_INCLUDE } from "@/lib/cards/card-json";
import { db } from "@/lib/db/client";
import type { AudioFile } from "@/lib/generated/prisma/client";
import { userImageKeys } from "@/lib/images/user-images/webp-copies";
import { messagePreviewKeys } from "@/lib/messages/preview-keys";

const PRO_CARD_SECRETS = {
  activationCodeHash: true,
  activationCodeSealed: true,
  recorderTokenHash: true,
} as const;

export async function readAccountContents(userId: string) {
  const [user, guestbooks, messages, cards, proCards, images, stitches] = await Promise.all([
    db.user.findUnique({ where: { id: userId }, include: { proSettings: true, subscriptions: { orderBy: { createdAt: "asc" } } } }),
    db.guestbook.findMany({
      where: { ownerId: userId },
      orderBy: { createdAt: "asc" },
      include: { recordings: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], include: { audio: true } }, greetingAudio: true },
    }),
    db.audioMessage.findMany({ where: { ownerId: userId }, orderBy: { createdAt: "asc" }, include: { audio: true } }),
    db.personalMessage.findMany({ where: { ownerId: userId }, orderBy: { createdAt: "asc" }, include: CARD_INCLUDE }),
    db.proAudioMessage.findMany({ where: { creatorId: userId }, orderBy: { createdAt: "asc" }, omit: PRO_CARD_SECRETS, include: CARD_INCLUDE }),
    db.userImage.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.stitchedAudio.findMany({ where: { OR: [{ ownerId: userId }, { guestbook: { ownerId: userId } }] }, orderBy: { createdAt: "asc" } }),
  ]);
  // Images a pro card's recipient uploaded for its cover are the card's, stored under it.
  const cardImages = proCards.length
    ? await db.userImage.findMany({ where: { proAudioMessageId: { in: proCards.map((card) => card.id) } }, orderBy: { createdAt: "asc" } })
    : [];
  return { user, guestbooks, messages, cards, proCards, images, cardImages, stitches };
}

export type TAccountContents = Awaited<ReturnType<typeof readAccountContents>>;

export function audioKeys(audio: Pick<AudioFile, "originalKey" | "mp3Key"> | null): string[] {
  return audio ? [audio.originalKey, ...(audio.mp3Key ? [audio.mp3Key] : [])] : [];
}

/** The storage key of every file the account's rows name. */
export function storageKeysOf(contents: TAccountContents): string[] {
  const keys = [
    ...contents.guestbooks.flatMap((guestbook) => [
      ...guestbook.recordings.flatMap((recording) => audioKeys(recording.audio)),
      ...audioKeys(guestbook.greetingAudio),
    ]),
    ...contents.messages.flatMap((message) => [...audioKeys(message.audio), ...messagePreviewKeys(message)]),
    ...contents.cards.flatMap((card) => audioKeys(card.audio)),
    ...contents.proCards.flatMap((card) => audioKeys(card.audio)),
    ...contents.images.flatMap(userImageKeys),
    ...contents.cardImages.flatMap(userImageKeys),
    ...contents.stitches.flatMap((stitch) => (stitch.outputKey ? [stitch.outputKey] : [])),
    ...(contents.user?.proSettings?.customLogoKey ? [contents.user.proSettings.customLogoKey] : []),
  ];
  return [...new Set(keys)];
}
