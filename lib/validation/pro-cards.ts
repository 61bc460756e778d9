// Request bodies and answers of the pro audio card calls (spec 002 section 7, "Pro cards"): creation (one
// card or a batch), the owner's changes, the recipient's activation, look and recording, the card JSON
// for the owner and for the public page, and the pro usage counters. The look is the standard card's
// (lib/validation/cards.ts) plus the cover title's colour.
import { z } from "zod";
import { MAX_SHEET_CARDS, PRO_CARD_BATCH_MAX, SHEET_PAPERS } from "@/lib/constants/pro-cards";
import { ZCardCommonJson, ZCardId, ZCardLook, ZCardName, ZCardUpdate } from "./cards";
import { ZHexColor } from "./colors";
import { ZIdList } from "./id-list";

export { ZCardId as ZProCardId } from "./cards";

/** The pro counters (null limit: unlimited). */
export const ZProUsage = z.object({
  subscriptionGuestbooksLimit: z.number().nullable(),
  subscriptionGuestbooksCreated: z.number(),
  audioMessagePagesLimit: z.number().nullable(),
  audioMessagePagesUsed: z.number(),
});
export type TProUsage = z.infer<typeof ZProUsage>;

/** POST /api/subscription-audio-messages: an optional name, and how many cards to make at once. */
export const ZProCardCreate = z.object({
  name: ZCardName.optional(),
  count: z
    .number({ error: `count must be a whole number from 1 to ${PRO_CARD_BATCH_MAX}.` })
    .int(`count must be a whole number from 1 to ${PRO_CARD_BATCH_MAX}.`)
    .min(1, `count must be a whole number from 1 to ${PRO_CARD_BATCH_MAX}.`)
    .max(PRO_CARD_BATCH_MAX, `count must be a whole number from 1 to ${PRO_CARD_BATCH_MAX}.`)
    .optional(),
});
export type TProCardCreate = z.infer<typeof ZProCardCreate>;

/** GET /api/subscription-audio-messages/activation-sheet?paper=a4|letter&ids=a,b,c: the owner's cards to print. */
export const ZProCardSheetQuery = z.object({
  paper: z.enum(SHEET_PAPERS, { error: "Please choose A4 or US Letter paper." }),
  ids: ZIdList(ZCardId, {
    min: "Please select at least one pro audio card to print.",
    max: [MAX_SHEET_CARDS, `An activation sheet holds at most ${MAX_SHEET_CARDS} cards.`],
  }),
});
export type TProCardSheetQuery = z.infer<typeof ZProCardSheetQuery>;

export const ZProCardLook = ZCardLook.extend({ coverTitleColor: ZHexColor });

/** PUT .../{id}/manage (the owner, any time): the standard card's changes plus the cover title's colour. */
export const ZProCardManageUpdate = ZCardUpdate.extend({ coverTitleColor: ZHexColor.optional() });
export type TProCardManageUpdate = z.infer<typeof ZProCardManageUpdate>;

/** PUT .../{id}/update (the activating browser, before a voice exists): the look and the two options; never the name. */
export const ZProCardLookUpdate = ZProCardLook.partial().extend({
  allowDownload: z.boolean().optional(),
  foreverHostingEnabled: z.boolean().optional(),
});
export type TProCardLookUpdate = z.infer<typeof ZProCardLookUpdate>;

/** POST .../{id}/activate. Trimmed, spaces and dashes dropped and compared without case by the server. */
export const ZProCardActivate = z.object({
  activationCode: z.string({ error: "Please enter the activation code." }).max(32, "Activation codes have 8 characters."),
});

/** POST .../{id}/record: the take as base64 (or a data: URL), its length as the browser measured it (the server measures again), and the look. */
export const ZProCardRecord = ZProCardLookUpdate.extend({
  audioData: z.string().min(1, "Please record your audio message first."),
  audioType: z.string().max(100).optional(),
  duration: z.number().min(0).max(3600).optional(),
});

/** A pro card as anyone with its link sees it (GET .../{id}), once activated. */
export const ZProCardJson = ZProCardLook.extend(ZCardCommonJson.shape).extend({
  status: z.enum(["created", "activated", "recorded", "expired"]),
  activatedAt: z.string().nullable(),
  recordedAt: z.string().nullable(),
  /** The end of its year of validity; null with Forever Hosting. Once passed, hostingEnded (the public page answers 410 HOSTING_ENDED). */
  expiresAt: z.string().nullable(),
  creatorId: z.string(),
  /** The creator's Pro Settings: logo (null without one) and default button colours. */
  creatorLogoUrl: z.string().nullable(),
  creatorDefaultButtonColor: z.string(),
  creatorDefaultButtonTextColor: z.string(),
});
export type TProCardJson = z.infer<typeof ZProCardJson>;

/** The public answer adds whether this browser may record and edit the look now (it activated the card, no voice yet). */
export const ZProCardPublicJson = ZProCardJson.extend({ canRecord: z.boolean() });
export type TProCardPublicJson = z.infer<typeof ZProCardPublicJson>;

/** The owner's view (list, manage) adds the card's name and its activation code. */
export const ZProCardOwnerJson = ZProCardJson.extend({ name: z.string(), activationCode: z.string().nullable() });
export type TProCardOwnerJson = z.infer<typeof ZProCardOwnerJson>;

/** One made card in the creation answer. */
export const ZProCardMade = z.object({ name: z.string(), messageId: z.string(), activationCode: z.string(), url: z.string(), expiresAt: z.string() });
export type TProCardMade = z.infer<typeof ZProCardMade>;

/** The creation answer: the first card's fields at the top (as the spec reads them), every card in `cards`. */
export const ZProCardCreated = ZProCardMade.extend({ cards: z.array(ZProCardMade), usage: ZProUsage });
export type TProCardCreated = z.infer<typeof ZProCardCreated>;
