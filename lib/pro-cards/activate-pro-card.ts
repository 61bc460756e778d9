// POST /api/subscription-audio-messages/{id}/activate: the recipient types the card's code. Guesses are
// limited before the code is looked at, so that one guesser cannot lock the real recipient out: 10 wrong
// codes from one address lock that card for that address for 15 minutes (then one try every 15 minutes
// while they stay wrong); the card itself locks for everyone only past a ceiling of 100 wrong codes (from
// ten addresses at least; the codes stay far out of reach at that rate); and an address that got 30 wrong
// across cards waits from 30 s doubling up to 15 minutes. The right code waits its turn too.
// A code that cannot be one (length, alphabet) is refused without counting: it tells a guesser nothing.
// The right code activates the card (once: status, isActive, activatedAt) and gives this browser the
// card's recorder token (lib/pro-cards/recorder-cookie.ts); typed again, on another device before the
// card is recorded, it moves the token there.
import "server-only";
import { hostingEnded } from "@/lib/cards/card-access";
import { CARD_INCLUDE } from "@/lib/cards/card-json";
import { isHostingEnded } from "@/lib/constants/cards";
import { requireLook } from "@/lib/cards/look-row";
import { db } from "@/lib/db/client";
import { apiError } from "@/lib/http/errors";
import { failureBackoff, type TBackoff } from "@/lib/rate-limit/rate-limit";
import { activationCodeMatches } from "./activation-code";
import { PRO_CARD_TEXTS, isWellFormedActivationCode, normaliseActivationCode } from "@/lib/constants/pro-cards";
import { getProCard } from "./find-pro-card";
import { proCardHosting, type TProCardRow } from "./pro-card-json";
import { alreadyRecorded, isRecorded } from "./recipient-access";
import { newRecorderToken } from "./recorder-cookie";

const FORGET_AFTER_SECONDS = 60 * 60;
export const ACTIVATION_BACKOFF = {
  perCardAndAddress: { free: 10, firstWaitSeconds: 15 * 60, maxWaitSeconds: 15 * 60, forgetSeconds: FORGET_AFTER_SECONDS },
  perCard: { free: 100, firstWaitSeconds: 15 * 60, maxWaitSeconds: 15 * 60, forgetSeconds: FORGET_AFTER_SECONDS },
  perAddress: { free: 30, firstWaitSeconds: 30, maxWaitSeconds: 15 * 60, forgetSeconds: FORGET_AFTER_SECONDS },
} satisfies Record<string, TBackoff>;

const throttle = failureBackoff(PRO_CARD_TEXTS.locked, "ACTIVATION_LOCKED");
const codeInvalid = () => apiError("ACTIVATION_CODE_INVALID", PRO_CARD_TEXTS.codeInvalid);

export async function activateProCard(opts: { id: string; typedCode: string; ip: string }): Promise<{ card: TProCardRow; cookieValue: string }> {
  const card = await getProCard(opts.id);
  if (isHostingEnded(proCardHosting(card))) throw hostingEnded();
  if (isRecorded(card)) throw alreadyRecorded();
  const code = normaliseActivationCode(opts.typedCode);
  if (!isWellFormedActivationCode(code)) throw codeInvalid();

  const attempt = await throttle.attempt([
    { key: `pro-activate-fail:card:${card.id}:ip:${opts.ip}`, backoff: ACTIVATION_BACKOFF.perCardAndAddress, onSuccess: "forget" },
    { key: `pro-activate-fail:card:${card.id}`, backoff: ACTIVATION_BACKOFF.perCard, onSuccess: "forget" },
    { key: `pro-activate-fail:ip:${opts.ip}`, backoff: ACTIVATION_BACKOFF.perAddress, onSuccess: "takeBack" },
  ]);
  if (!activationCodeMatches(card.id, code, card.activationCodeHash)) throw codeInvalid();
  await attempt.succeeded();

  const { cookieValue, tokenHash } = newRecorderToken(card.id);
  const now = new Date();
  const updated = await db.$transaction(async (tx) => {
    // Only while no voice exists: a recording that landed meanwhile keeps the card read-only.
    const changed = await tx.proAudioMessage.updateMany({
      where: { id: card.id, audioId: null, status: { not: "recorded" } },
      data: { recorderTokenHash: tokenHash },
    });
    if (changed.count === 0) throw alreadyRecorded();
    await tx.proAudioMessage.updateMany({ where: { id: card.id, status: "created" }, data: { status: "activated", isActive: true, activatedAt: now } });
    return requireLook(await tx.proAudioMessage.findUniqueOrThrow({ where: { id: card.id }, include: CARD_INCLUDE }));
  });
  return { card: updated, cookieValue };
}
