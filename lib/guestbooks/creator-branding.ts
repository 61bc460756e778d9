// A pro creator's public branding (spec 001: GET /api/user/{creatorId}/pro-settings/public): the
// custom logo guests see on the creator's guestbooks, and the button colours.
import "server-only";
import { db } from "@/lib/db/client";

export type TCreatorBranding = { customLogo: string | null; customButtonColor: string; customButtonTextColor: string };

export function creatorLogoUrl(creatorId: string): string {
  return `/api/user/${creatorId}/pro-settings/logo`;
}

export async function getCreatorBranding(creatorId: string): Promise<TCreatorBranding | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(creatorId)) return null;
  const settings = await db.proSettings.findUnique({ where: { userId: creatorId } });
  if (!settings) return null;
  return {
    customLogo: settings.customLogoKey ? creatorLogoUrl(creatorId) : null,
    customButtonColor: settings.customButtonColor,
    customButtonTextColor: settings.customButtonTextColor,
  };
}

export async function getCreatorLogoKey(creatorId: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(creatorId)) return null;
  const settings = await db.proSettings.findUnique({ where: { userId: creatorId }, select: { customLogoKey: true } });
  return settings?.customLogoKey ?? null;
}
