// The rule for making an audio card from guestbook recordings (spec 002 sections 5 and 9): at most 300 s
// of recordings in all, a recording of unknown length counted as 60 s, one card credit. Pure, so the
// Recordings tab checks a selection with the very rule the server applies.

export const CARD_FROM_RECORDINGS_MAX_SECONDS = 300;
export const UNKNOWN_RECORDING_SECONDS = 60;
export const CARD_FROM_RECORDINGS_MAX_RECORDINGS = 100;

export const CARD_FROM_RECORDINGS_ERRORS = {
  none: "Please select at least one recording.",
  duplicate: "Each recording can be used only once.",
  tooMany: `Please select at most ${CARD_FROM_RECORDINGS_MAX_RECORDINGS} recordings.`,
  /** Spec 002's words, with the seconds the selection counts for. */
  tooLong: (seconds: number) =>
    `Total duration (${seconds}s) exceeds the ${CARD_FROM_RECORDINGS_MAX_SECONDS}-second limit for audio messages. Please select fewer recordings.`,
  unavailable: "Some recordings are no longer available: ",
  noCredit: "You need an audio message credit to create a page from recordings.",
  failed: "Failed to stitch audio recordings",
} as const;

/** Seconds the selection counts for: each known length, rounded up to the whole second, and 60 s for each unknown one. */
export function countedSeconds(durationsMs: readonly (number | null)[]): number {
  return durationsMs.reduce<number>((sum, ms) => sum + (ms === null ? UNKNOWN_RECORDING_SECONDS : Math.ceil(ms / 1000)), 0);
}

export function withinCardLength(durationsMs: readonly (number | null)[]): boolean {
  return countedSeconds(durationsMs) <= CARD_FROM_RECORDINGS_MAX_SECONDS;
}
