// The owner's card for /manage-audio-message/{id}, read on the server: a signed-out visitor goes to sign
// in and comes back, a missing or another user's id is the 404 page. Kept to this one function so it can
// move to lib/cards/ later.
import "server-only";
import { notFound, redirect } from "next/navigation";
import { getSessionUser, type TSessionUser } from "@/lib/auth/session";
import { cardJson } from "@/lib/cards/card-json";
import { db } from "@/lib/db/client";
import { ZCardId, type TCardJson } from "@/lib/validation/cards";

export async function loadOwnerCard(id: string, returnPath: string): Promise<{ card: TCardJson; user: TSessionUser }> {
  const user = await getSessionUser();
  if (!user) redirect(`/login?callbackUrl=${encodeURIComponent(returnPath)}`);
  const row = ZCardId.safeParse(id).success ? await db.personalMessage.findUnique({ where: { id }, include: { audio: true } }) : null;
  if (!row || row.ownerId !== user.id) notFound();
  return { card: cardJson(row), user };
}
