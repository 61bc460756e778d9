// What Account Settings needs to know about the account as a whole: whether it has a password to change
// or to confirm a deletion with, its address is verified, which Google account is linked (by the address
// Google gave; its id stays on the server), and what a deletion would take with it.
import "server-only";
import { db } from "@/lib/db/client";

export type TAccountOverview = {
  hasPassword: boolean;
  emailVerified: boolean;
  google: { linked: boolean; email: string | null };
  guestbooks: number;
  recordings: number;
  cards: number;
  messages: number;
};

export async function getAccountOverview(opts: { userId: string }): Promise<TAccountOverview> {
  const { userId } = opts;
  const [user, guestbooks, recordings, cards, proCards, messages] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true, emailVerifiedAt: true, googleId: true, googleEmail: true } }),
    db.guestbook.count({ where: { ownerId: userId } }),
    db.recording.count({ where: { guestbook: { ownerId: userId } } }),
    db.personalMessage.count({ where: { ownerId: userId } }),
    db.proAudioMessage.count({ where: { creatorId: userId } }),
    db.audioMessage.count({ where: { ownerId: userId } }),
  ]);
  return {
    hasPassword: user.passwordHash !== null,
    emailVerified: user.emailVerifiedAt !== null,
    google: { linked: user.googleId !== null, email: user.googleEmail },
    guestbooks,
    recordings,
    cards: cards + proCards,
    messages,
  };
}
