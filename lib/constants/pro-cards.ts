// The pro audio card's constants (spec 002 sections 3, 5 and 9), shared by the server and the pages: the
// activation code's form, the look a new card starts with, the 60-second voice, the year of validity, the
// batch size, the card's addresses and the texts the API answers with. Pure: safe in client components.
import { CARD_DEFAULT_COVER_IMAGE_URL, CARD_DEFAULT_LOOK } from "@/lib/constants/cards";

/** 8 characters from 31: capitals and digits without the look-alikes 0/O and 1/I/L. */
export const ACTIVATION_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ACTIVATION_CODE_LENGTH = 8;

/** The code as typed, made comparable: spaces and dashes (a printed "ABCD-EFGH") dropped, capitals. */
export function normaliseActivationCode(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}

/** Whether a normalised code could be a code at all (length and alphabet). */
export function isWellFormedActivationCode(code: string): boolean {
  return code.length === ACTIVATION_CODE_LENGTH && [...code].every((char) => ACTIVATION_CODE_ALPHABET.includes(char));
}

/** A new pro card's look: the spec's pro colours (the button colours are the creator's Pro Settings). */
export const PRO_CARD_DEFAULT_LOOK = {
  title: "",
  subtitle: "",
  message: CARD_DEFAULT_LOOK.message,
  coverImageUrl: CARD_DEFAULT_COVER_IMAGE_URL as string | null,
  coverImagePhotographer: null as string | null,
  coverImageUnsplashUrl: null as string | null,
  buttonColor: "#fcd300",
  buttonTextColor: "#000000",
  titleColor: "#000000",
  subtitleColor: "#666666",
  coverTitleColor: "#ffffff",
  showOverlay: true,
};

export const PRO_CARD_DEFAULT_NAME = "Pro Audio Card";

/** The recipient's voice: the page's 60-second maximum, enforced on the server. */
export const PRO_CARD_MAX_DURATION_SECONDS = 60;
/** The recorder stops itself at the maximum; this much overshoot is still taken (a 61 s take is not). */
export const PRO_CARD_DURATION_TOLERANCE_MS = 500;
/** 60 s of even uncompressed 48 kHz stereo WAV fits; browsers' Opus or AAC takes need a tenth of it. */
export const PRO_CARD_UPLOAD_MAX_BYTES = 12 * 1024 * 1024;

/** A pro card is valid this many months from its creation, unless it gets Forever Hosting. */
export const PRO_CARD_VALIDITY_MONTHS = 12;

/** Cards one creation may make at once (`count`). */
export const PRO_CARD_BATCH_MAX = 200;

/** Cards one printable activation sheet holds: a sheet takes about 0.05-0.1 s a card on one core. */
export const MAX_SHEET_CARDS = 1000;
/** Cards the dashboard prints in one download: their ids ride in the address, which servers cap near 16 KB. */
export const SHEET_CARDS_PER_DOWNLOAD = 400;
export const SHEET_PAPERS = ["a4", "letter"] as const;
export const SHEET_PAPER_LABELS: Record<(typeof SHEET_PAPERS)[number], string> = { a4: "A4", letter: "US Letter" };

/** The public page of a pro card (the recipient's, outside the site's chrome). */
export function proCardPagePath(id: string): string {
  return `/audio/${id}`;
}

/** The spec's texts (sections 4 and 8) and ours where it gives none. */
export const PRO_CARD_TEXTS = {
  notFound: "Pro audio card not found",
  notActivated: "Audio message page not activated",
  codeInvalid: "Invalid activation code. Please check the code and try again.",
  locked: "Too many wrong activation codes. Please wait a few minutes and try again.",
  recorderOnly: "Only the device that activated this pro audio card can record and personalize it. Enter the activation code on this device to continue.",
  alreadyRecorded: "This pro audio card has already been recorded.",
  noRecording: "Please record your audio message first.",
} as const;
