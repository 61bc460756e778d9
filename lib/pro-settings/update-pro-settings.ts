// PUT /api/user/pro-settings: the default colours, and removing the logo. Every change of the settings
// row (an upload too) goes through `writeProSettings`, one at a time per user, and a logo file that the
// row no longer names is removed from storage once the change is committed.
import "server-only";
import { db } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { getStorage } from "@/lib/storage";
import type { TProSettings, TProSettingsUpdate } from "@/lib/validation/pro-settings";
import { PRO_LOGO_ONLY_UPLOAD_MESSAGE } from "./defaults";
import { forgetAllPublicReads } from "@/lib/cache/public-reads";
import { proSettingsJson } from "./get-pro-settings";

type TSettingsChange = { customLogoKey?: string | null; customButtonColor?: string; customButtonTextColor?: string };

export async function writeProSettings(
  userId: string,
  change: TSettingsChange,
  check: (current: { customLogoKey: string | null }) => void = () => {},
): Promise<TProSettings> {
  const { previousKey, row } = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('pro-settings'), hashtext(${userId}))`;
    const current = await tx.proSettings.findUnique({ where: { userId }, select: { customLogoKey: true } });
    check({ customLogoKey: current?.customLogoKey ?? null });
    const saved = await tx.proSettings.upsert({ where: { userId }, create: { userId, ...change }, update: change });
    return { previousKey: current?.customLogoKey ?? null, row: saved };
  });
  // The logo shows on the owner's public pages, which read their rows again.
  forgetAllPublicReads();
  if (previousKey && previousKey !== row.customLogoKey) await removeLogoFile(previousKey);
  return proSettingsJson(userId, row);
}

/** The row no longer names the file; one that cannot be removed now is only disk space, never shown. */
export async function removeLogoFile(key: string): Promise<void> {
  await getStorage()
    .delete(key)
    .catch((error: unknown) => console.error("[echobook] could not remove a replaced logo", key, error));
}

/** `customLogo` may only remove the logo (null or ""), or name the current one (the original client sends it back). */
function logoChange(userId: string, customLogo: string | null | undefined): "remove" | "keep" | undefined {
  if (customLogo === undefined) return undefined;
  if (customLogo === null || customLogo.trim() === "") return "remove";
  const path = URL.canParse(customLogo, "http://local") ? new URL(customLogo, "http://local").pathname : "";
  if (path === `/api/user/${userId}/pro-settings/logo`) return "keep";
  throw badRequest(PRO_LOGO_ONLY_UPLOAD_MESSAGE);
}

export async function updateProSettings({ userId, input }: { userId: string; input: TProSettingsUpdate }): Promise<TProSettings> {
  const logo = logoChange(userId, input.customLogo);
  const change: TSettingsChange = {};
  if (input.customButtonColor) change.customButtonColor = input.customButtonColor.toLowerCase();
  if (input.customButtonTextColor) change.customButtonTextColor = input.customButtonTextColor.toLowerCase();
  if (logo === "remove") change.customLogoKey = null;
  return writeProSettings(userId, change, (current) => {
    if (logo === "keep" && !current.customLogoKey) throw badRequest(PRO_LOGO_ONLY_UPLOAD_MESSAGE);
  });
}
