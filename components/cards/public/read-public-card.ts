// The one server read behind the public card page, its metadata and its preview image: what anyone
// holding the link may see (no owner email, no storage keys). One function so it can be swapped for
// cards-api's lib/cards reader once that lands; the shape follows the contract's TCardJson.
import "server-only";
import { cache } from "react";
import { db } from "@/lib/db/client";
import type { MediaStatus } from "@/lib/generated/prisma/enums";
import type { TCardLook } from "@/lib/cards/look";
import { hostedUntilOf } from "./card-state";

export type TPublicCard = TCardLook & {
  messageId: string;
  ownerId: string;
  name: string;
  allowDownload: boolean;
  foreverHostingEnabled: boolean;
  foreverHosted: boolean;
  isActive: boolean;
  hostedUntil: string | null;
  audioUrl: string | null;
  mp3Url: string | null;
  contentType: string | null;
  durationMs: number | null;
  audioStatus: MediaStatus | null;
  createdAt: string;
};

const ID = /^[A-Za-z0-9_-]{1,64}$/;

async function readPublicCard(id: string): Promise<TPublicCard | null> {
  if (!ID.test(id)) return null;
  const row = await db.personalMessage.findUnique({ where: { id }, include: { audio: true } });
  if (!row) return null;
  const base = `/api/personal-messages/${row.id}`;
  return {
    messageId: row.id,
    ownerId: row.ownerId,
    name: row.name,
    title: row.title,
    subtitle: row.subtitle,
    message: row.message,
    coverImageUrl: row.coverImageUrl,
    coverImagePhotographer: row.coverImagePhotographer,
    coverImageUnsplashUrl: row.coverImageUnsplashUrl,
    buttonColor: row.buttonColor,
    buttonTextColor: row.buttonTextColor,
    titleColor: row.titleColor,
    subtitleColor: row.subtitleColor,
    showOverlay: row.showOverlay,
    allowDownload: row.allowDownload,
    foreverHostingEnabled: row.foreverHostingEnabled,
    foreverHosted: row.foreverHosted,
    isActive: row.isActive,
    hostedUntil: hostedUntilOf(row),
    audioUrl: row.audio ? `${base}/audio` : null,
    mp3Url: row.audio?.mp3Key ? `${base}/mp3` : null,
    contentType: row.audio?.originalMime ?? null,
    durationMs: row.audio?.durationMs ?? null,
    audioStatus: row.audio?.status ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Memoised per request: the page and its metadata share one database read. */
export const loadPublicCard = cache(readPublicCard);
