// The guestbook constants both the server and the pages use (spec 001 sections 3 and 9): event types,
// default texts and colours, and the recording length options. Safe to import in client components.
import { GuestInfo } from "@/lib/generated/prisma/enums";

export const EVENT_TYPES = ["Wedding", "Birthday", "Graduation", "Memorial", "Yearbook", "Team Event", "Corporate Event", "Other"] as const;
export type TEventType = (typeof EVENT_TYPES)[number];

export const DEFAULT_GUESTBOOK_TEXTS = {
  title: "-Be Heard. Be Remembered.",
  subtitle: "Record a message for us!",
  message: "Thank you for joining us! Click the record button below to leave us a message that we will cherish forever.",
} as const;

/** Once an event type is chosen the subtitle and message switch to these. */
export const EVENT_GUESTBOOK_TEXTS = {
  subtitle: "Record a message!",
  message: "Click the record button below to leave a message that can be cherished forever.",
} as const;

export const DEFAULT_GUESTBOOK_COLORS = {
  titleColor: "#ffffff",
  buttonColor: "#fcd300",
  buttonTextColor: "#000000",
} as const;

/** The cover shown when the host picked no image and no solid colour. */
export const DEFAULT_COVER_IMAGE_URL = "/stock/default-cover.jpg";

export const RECORDING_DURATION_OPTIONS = [30, 60, 120, 180, 240, 300] as const;

export const GUEST_INFO_OPTIONS = Object.values(GuestInfo) as [GuestInfo, ...GuestInfo[]];
export type TGuestInfo = (typeof GUEST_INFO_OPTIONS)[number];

export { ANONYMOUS_GUEST_NAME, GUEST_STEPS } from "./guest-steps";

export const GUESTBOOK_NAME_MAX = 100;

/** 'My Audio Guestbook {n}', n one above the highest number already used in the user's names. */
export function defaultGuestbookName(existingNames: readonly string[]): string {
  let highest = 0;
  for (const name of existingNames) {
    const match = /^My Audio Guestbook (\d+)$/.exec(name.trim());
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `My Audio Guestbook ${highest + 1}`;
}

/** Spec 001 texts both the server's errors and the owner pages use. */
export const REQUIRES_UPGRADE =
  "This recording requires a guestbook upgrade to play/download. Please upgrade your guestbook tier to access recordings made after exceeding your limit.";
export const EVENT_DATE_LOCKED = "Event date cannot be changed once recordings have been added to this guestbook";
export const GUESTBOOK_NOT_ACTIVE = "This guestbook is not currently active.";

/** The host's greeting on the guest page is at most this long (measured by the server). */
export const GREETING_MAX_SECONDS = 60;

/** The greeting as the API answers it (`PUT/GET /api/guestbooks/{id}/greeting`, the public data). */
export type TGreeting = {
  /** The original as recorded or uploaded, with byte ranges. */
  audioUrl: string;
  /** The MP3 made of it (what Safari plays when the original is WebM), null until it is made. */
  mp3Url: string | null;
  contentType: string;
  durationMs: number;
};

/** "Even out voices" (lib/audio/polish.ts), as the wizard, the edit page and the manage page explain it. */
/** The approval setting (issue 50) as the wizard and the edit page offer it. */
export const MODERATION_LABEL = "Approve each message before the family hears it";
export const MODERATION_HINT =
  "New messages wait in your Recordings until you approve them; the listening page, the keepsake and downloads show only approved ones.";
export const MODERATION_CHOICES = {
  none: "Show each message to the family at once",
  approve: "Approve each message first",
} as const;

export const VOICE_POLISH_HINT = "Every message at the same volume, without the rumble or the silence at either end. Off plays them as recorded.";
