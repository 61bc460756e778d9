// 'Create Pro Audio Card': one card, or a batch of up to 200 (`count`), made unrecorded and inactive, each
// with its own activation code, valid one year, in the creator's default button colours (Pro Settings;
// the logo is read from Pro Settings when the card is shown). Who may create and how many is the pricing
// table's (lib/pricing/pro-usage.ts), checked under a per-account lock in the transaction that writes the
// batch, so parallel requests cannot together pass a limit. The codes are answered once, here, and kept
// only sealed (lib/pro-cards/activation-code.ts).
import "server-only";
import type { TAccountHolder } from "@/lib/auth/account-type";
import { CARD_LIMITS, cardHostedUntil } from "@/lib/constants/cards";
import { newLookValues } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import { newPublicId } from "@/lib/ids";
import { PRO_AREAS, assertProRoom } from "@/lib/pricing/pro-usage";
import type { TProCardCreate, TProCardCreated, TProCardMade } from "@/lib/validation/pro-cards";
import { newActivationCode } from "./activation-code";
import { PRO_CARD_DEFAULT_NAME, PRO_CARD_VALIDITY_MONTHS } from "@/lib/constants/pro-cards";
import { proCardUrl } from "./pro-card-json";

/** The i-th name of a batch: the given name (numbered in a batch), else 'Pro Audio Card {n}' counting on from the cards held. */
function nameOf(input: TProCardCreate, index: number, held: number): string {
  const count = input.count ?? 1;
  if (input.name && count === 1) return input.name;
  const base = input.name ?? PRO_CARD_DEFAULT_NAME;
  const suffix = ` ${input.name ? index + 1 : held + index + 1}`;
  return `${base.slice(0, CARD_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
}

export async function createProCards(opts: { user: TAccountHolder & { id: string }; input: TProCardCreate }): Promise<TProCardCreated> {
  const { user, input } = opts;
  const count = input.count ?? 1;
  // A plain 403 before the transaction; the check under the lock is the one that counts.
  await assertProRoom({ user, area: PRO_AREAS.cards, adding: count });
  const settings = await db.proSettings.findUnique({ where: { userId: user.id }, select: { customButtonColor: true, customButtonTextColor: true } });
  const look = newLookValues("pro", { buttonColor: settings?.customButtonColor ?? undefined, buttonTextColor: settings?.customButtonTextColor ?? undefined });

  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('pro-card'), hashtext(${user.id}))`;
    const usage = await assertProRoom({ user, area: PRO_AREAS.cards, adding: count, client: tx });
    const now = new Date();
    const expiresAt = cardHostedUntil(now, PRO_CARD_VALIDITY_MONTHS);
    const cards = Array.from({ length: count }, (_, index) => {
      const id = newPublicId();
      return { id, name: nameOf(input, index, usage.audioMessagePagesUsed), ...newActivationCode(id) };
    });
    await tx.proAudioMessage.createMany({
      data: cards.map(({ id, name, activationCodeHash, activationCodeSealed }) => ({
        id,
        creatorId: user.id,
        name,
        activationCodeHash,
        activationCodeSealed,
        status: "created" as const,
        isActive: false,
        expiresAt,
        createdAt: now,
      })),
    });
    // Each card's look, in the same transaction (a batch cannot nest them in createMany).
    await tx.cardLook.createMany({ data: cards.map(({ id }) => ({ ...look, proAudioMessageId: id })) });
    const made: TProCardMade[] = cards.map(({ id, name, code }) => ({
      name,
      messageId: id,
      activationCode: code,
      url: proCardUrl(id),
      expiresAt: expiresAt.toISOString(),
    }));
    return { ...made[0], cards: made, usage: { ...usage, audioMessagePagesUsed: usage.audioMessagePagesUsed + count } };
  });
}
