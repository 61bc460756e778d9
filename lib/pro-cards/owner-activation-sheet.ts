// The owner's printable activation sheet (docs/decisions/pro-cards.md, "Printable activation sheets"): the chosen
// cards in the order asked, each with its page's address and its code opened from the sealed copy. Every
// id must be one of the caller's cards, else 404 as for any other owner call, so ids cannot be probed.
// Drawing the QR codes is CPU work, so the sheet is made in one of the instance's media slots.
import "server-only";
import { withMediaSlot } from "@/lib/concurrency/media-slots";
import { db } from "@/lib/db/client";
import { conflict, notFound } from "@/lib/http/errors";
import type { TProCardSheetQuery } from "@/lib/validation/pro-cards";
import { openActivationCode } from "./activation-code";
import { makeActivationSheet } from "./activation-sheet";
import { PRO_CARD_TEXTS } from "@/lib/constants/pro-cards";
import { proCardUrl } from "./pro-card-json";

export const ACTIVATION_SHEET_FILE_NAME = "activation-codes.pdf";
const NO_CODE = "Some of these pro audio cards have no activation code to print.";

export async function makeOwnerActivationSheet(opts: { userId: string } & TProCardSheetQuery): Promise<Uint8Array> {
  const { userId, ids, paper } = opts;
  const rows = await db.proAudioMessage.findMany({
    where: { id: { in: ids }, creatorId: userId },
    select: { id: true, name: true, activationCodeSealed: true },
  });
  if (rows.length !== ids.length) throw notFound(PRO_CARD_TEXTS.notFound);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cards = ids.map((id) => {
    const row = byId.get(id)!;
    const activationCode = openActivationCode(row.id, row.activationCodeSealed);
    // A card made before codes were sealed keeps none (it cannot be activated either).
    if (!activationCode) throw conflict(NO_CODE);
    return { name: row.name, url: proCardUrl(row.id), activationCode };
  });
  return withMediaSlot("request", () => makeActivationSheet(cards, paper));
}
