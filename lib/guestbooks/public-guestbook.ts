// What a guest's phone gets for /live-guestbook/{id}: the look, the recording rules and whether the
// guestbook takes recordings now. Nothing about the owner beyond their custom logo, and their first name
// with the greeting they recorded for guests.
import "server-only";
import { forgetPublicRead, publicReadKeys, readThrough } from "@/lib/cache/public-reads";
import { db } from "@/lib/db/client";
import type { AudioFile, Guestbook } from "@/lib/generated/prisma/client";
import { lookOf, type TGuestbookLook } from "@/lib/validation/guestbooks";
import { CREATOR_LOGO_SELECT, shownLogoUrl } from "@/lib/pro-settings/public-pro-settings";
import { DEFAULT_COVER_IMAGE_URL, type TGreeting, type TGuestInfo } from "@/lib/constants/guestbooks";
import { isLanguage, type TGuestbookLanguageSetting } from "@/lib/i18n/languages";
import { toGreetingJson } from "./greeting-json";
import { currentStatus, recordingWindow } from "./recording-window";

export type TPublicState = "open" | "upcoming" | "closed" | "inactive";

export type TPublicGuestbook = Omit<TGuestbookLook, "coverImageUrl"> & {
  id: string;
  name: string;
  /** Never null: the default cover when the host chose none (a solid colour cover sets themeColor instead). */
  coverImageUrl: string;
  maxRecordingDuration: number;
  guestInfo: TGuestInfo;
  allowAnonymous: boolean;
  /** 'auto' (each guest's own language) or the language the host set for every guest. */
  language: TGuestbookLanguageSetting;
  state: TPublicState;
  opensAt: string | null;
  closesAt: string | null;
  creatorLogoUrl: string | null;
  /** The host's greeting, with the first name the page names them by; null when they recorded none. */
  greeting: TPublicGreeting | null;
};

export type TPublicGreeting = TGreeting & { hostFirstName: string };

export function publicState(guestbook: Guestbook, now = new Date()): TPublicState {
  const status = currentStatus(guestbook, now);
  if (status === "active") return "open";
  if (status === "upcoming") return "upcoming";
  if (status === "past") return "closed";
  return "inactive";
}

type TGreetingSource = { greetingAudio: AudioFile | null; owner: { firstName: string } };

export function toPublicGuestbook(
  guestbook: Guestbook,
  creatorLogoUrl: string | null,
  { now = new Date(), greeting }: { now?: Date; greeting?: TGreetingSource } = {},
): TPublicGuestbook {
  const { opensAt, closesAt } = recordingWindow(guestbook);
  return {
    id: guestbook.id,
    name: guestbook.name,
    ...lookOf(guestbook),
    coverImageUrl: guestbook.coverImageUrl ?? DEFAULT_COVER_IMAGE_URL,
    maxRecordingDuration: guestbook.maxRecordingDuration,
    guestInfo: guestbook.guestInfo,
    allowAnonymous: guestbook.allowAnonymous,
    language: isLanguage(guestbook.language) ? guestbook.language : "auto",
    state: publicState(guestbook, now),
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    creatorLogoUrl,
    greeting: greeting?.greetingAudio ? { ...toGreetingJson(guestbook.id, greeting.greetingAudio), hostFirstName: greeting.owner.firstName } : null,
  };
}

/**
 * null when there is no such guestbook, or its account is being deleted. One waiting for its payment is
 * shown (its link may already be shared) as taking no recordings: state "inactive", and the recording
 * route refuses it.
 */
export async function getPublicGuestbook(id: string, { fresh = false }: { fresh?: boolean } = {}): Promise<TPublicGuestbook | null> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return null;
  const read = () =>
    db.guestbook.findFirst({
      where: { id, owner: { accountDeletion: null } },
      include: { owner: { select: { ...CREATOR_LOGO_SELECT, firstName: true } }, greetingAudio: true },
    });
  // A room of guests shares one read a moment (lib/cache/public-reads.ts); the state is worked out per view.
  const guestbook = fresh ? await read() : await readThrough(publicReadKeys.guestbook(id), read);
  if (!guestbook) return null;
  return toPublicGuestbook(guestbook, shownLogoUrl(guestbook.owner), { greeting: guestbook });
}

/** After a change to what a guestbook's public page shows is committed: its next view reads it again. */
export function forgetPublicGuestbook(id: string): void {
  forgetPublicRead(publicReadKeys.guestbook(id));
}
