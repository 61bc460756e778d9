// A subscriber's own pro settings, and the default button colours their new pro guestbooks and pro
// cards start with. A user who never saved any has the spec's defaults.
import "server-only";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TProSettings } from "@/lib/validation/pro-settings";
import { PRO_SETTINGS_DEFAULTS } from "./defaults";
import { creatorLogoUrl } from "./public-pro-settings";

type TProSettingsRow = { customLogoKey: string | null; customButtonColor: string; customButtonTextColor: string };

export function proSettingsJson(userId: string, row: TProSettingsRow | null): TProSettings {
  if (!row) return { customLogo: null, ...PRO_SETTINGS_DEFAULTS };
  return {
    customLogo: row.customLogoKey ? creatorLogoUrl(userId, row.customLogoKey) : null,
    customButtonColor: row.customButtonColor,
    customButtonTextColor: row.customButtonTextColor,
  };
}

export async function getProSettings({ userId }: { userId: string }): Promise<TProSettings> {
  return proSettingsJson(userId, await db.proSettings.findUnique({ where: { userId } }));
}

/** The look fields a new pro guestbook or pro card takes from its creator's settings. */
export async function getProDefaults(
  { userId }: { userId: string },
  client: Prisma.TransactionClient = db,
): Promise<{ buttonColor: string; buttonTextColor: string }> {
  const row = await client.proSettings.findUnique({ where: { userId }, select: { customButtonColor: true, customButtonTextColor: true } });
  return {
    buttonColor: row?.customButtonColor ?? PRO_SETTINGS_DEFAULTS.customButtonColor,
    buttonTextColor: row?.customButtonTextColor ?? PRO_SETTINGS_DEFAULTS.customButtonTextColor,
  };
}
