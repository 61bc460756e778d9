// Request bodies and params of the payment calls (spec 001 section 7; credit packs: spec 002). priceId and mode are accepted so
// the spec's browser payload parses, but the server never prices from them: see lib/payments/catalog.ts.
import { z } from "zod";

const id = z.string().regex(/^[A-Za-z0-9_-]{1,255}$/, "Not found.");
const returnUrl = z.string().trim().min(1, "A return address is required.").max(2000, "The return address is too long.");

export const ZCheckoutSessionId = id;

export const ZCreateCheckoutSession = z.object({
  priceId: z.string().max(200).optional(),
  mode: z.enum(["payment", "subscription"]).optional(),
  successUrl: returnUrl,
  cancelUrl: returnUrl,
  tempGuestbookKey: id.optional().nullable(),
  /** "subscription": a business plan by the month (planKey). */
  upgradeType: z.enum(["tier", "audio_message_credits", "subscription"]).optional(),
  /** A key of MESSAGE_PACKS (lib/pricing/plans.ts); an unknown one gets the spec's 'no payment option' text. */
  packKey: z.string().max(50).optional(),
  /** A key of BUSINESS_PLANS; Corporate is not sold here (Contact Sales). */
  planKey: z.string().max(50).optional(),
  guestbookId: id.optional(),
  newTierIdx: z.coerce.number().int().min(0).max(3).optional(),
});
export type TCreateCheckoutSession = z.infer<typeof ZCreateCheckoutSession>;

export const ZCheckoutSessionStatus = z.object({
  status: z.enum(["open", "completed", "expired", "canceled"]),
  metadata: z.object({
    tempGuestbookKey: z.string().nullable(),
    guestbookId: z.string().nullable(),
    /** The audio card a Forever Hosting checkout is for. */
    audioMessageId: z.string().nullable(),
    tempAudioMessageKey: z.null(),
    /** What was bought, so the return page can tell a card purchase (credits, Forever Hosting) from a guestbook one. */
    purpose: z.enum(["guestbook_purchase", "guestbook_upgrade", "message_credits", "forever_hosting_personal", "forever_hosting_pro", "business_subscription"]),
  }),
});
export type TCheckoutSessionStatus = z.infer<typeof ZCheckoutSessionStatus>;
