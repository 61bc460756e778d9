// What anyone may see of a creator's pro settings (spec 002: GET /api/user/{creatorId}/pro-settings/public):
// the custom logo, shown on the creator's guestbooks and pro cards while the account is a pro account.
// A lapsed subscription keeps its settings for when it comes back, but shows no logo.
import "server-only";
import { isProAccount, type TAccountHolder } from "@/lib/auth/account-type";
import { db } from "@/lib/db/client";

/** What to read of a creator to know their logo (the guest page reads it beside the guestbook). */
export const CREATOR_LOGO_SELECT = {
  id: true,
  isAdmin: true,
  subscriptionTier: true,
  subscriptionExpiresAt: true,
  proSettings: { select: { customLogoKey: true, customButtonColor: true, customButtonTextColor: true } },
} as const;
const CREATOR_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The logo's public address. The stored file's id rides along as `v`, so a replaced logo is a new
 * address and no cache keeps showing the old one for its hour.
 */
export function creatorLogoUrl(creatorId: string, logoKey: string): string {
  const version = logoKey.slice(logoKey.lastIndexOf("/") + 1, logoKey.lastIndexOf("."));
  return `/api/user/${creatorId}/pro-settings/logo?v=${encodeURIComponent(version)}`;
}

/** The logo a creator shows now: their stored logo while theirs is a pro account, else none. */
export function shownLogoUrl(creator: TAccountHolder & { id: string; proSettings: { customLogoKey: string | null } | null }): string | null {
  const key = creator.proSettings?.customLogoKey;
  return key && isProAccount(creator) ? creatorLogoUrl(creator.id, key) : null;
}

async function readCreator(creatorId: string) {
  if (!CREATOR_ID.test(creatorId)) return null;
  return db.user.findUnique({ where: { id: creatorId }, select: CREATOR_LOGO_SELECT });
}

export async function getPublicProSettings(creatorId: string): Promise<{ customLogo: string | null }> {
  const creator = await readCreator(creatorId);
  return { customLogo: creator ? shownLogoUrl(creator) : null };
}

/** What a creator's pro cards show of them: the logo (while a pro account) and the default button colours; null with no settings. */
export type TCreatorBranding = { customLogo: string | null; customButtonColor: string; customButtonTextColor: string };

type TCreatorRow = NonNullable<Awaited<ReturnType<typeof readCreator>>>;

/** The branding of a creator read with CREATOR_LOGO_SELECT (beside a card, in the same query). */
export function creatorBranding(creator: TCreatorRow | null): TCreatorBranding | null {
  if (!creator?.proSettings) return null;
  const { customButtonColor, customButtonTextColor } = creator.proSettings;
  return { customLogo: shownLogoUrl(creator), customButtonColor, customButtonTextColor };
}

export async function getCreatorBranding(creatorId: string): Promise<TCreatorBranding | null> {
  return creatorBranding(await readCreator(creatorId));
}

/** The storage key of the logo a creator shows now, or null. */
export async function getShownLogoKey(creatorId: string): Promise<string | null> {
  const creator = await readCreator(creatorId);
  return creator && shownLogoUrl(creator) ? (creator.proSettings?.customLogoKey ?? null) : null;
}
