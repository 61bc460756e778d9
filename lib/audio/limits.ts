// Upload and duration limits for recorded audio, decided by the server (the browser is told, never trusted).
export const MESSAGE_MAX_DURATION_SECONDS = 300;
/** 20 MB holds five minutes even of uncompressed mono WAV; browsers' Opus or AAC takes need a tenth of it. */
export const AUDIO_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/**
 * The shortest take any voice may be (issue 46): a mis-tap, or junk posted from a printed QR link to flood a
 * guestbook, is refused with TAKE_TOO_SHORT before anything is stored. It is also what holds a guest place.
 */
export const MIN_TAKE_MS = 1_000;
export const TAKE_TOO_SHORT_MESSAGE = "That message was too short to keep. Please record again and speak for at least a second.";
/** A recorder stops a moment after its timer reaches the limit; this much over is still accepted. */
export const DURATION_TOLERANCE_MS = 1_500;

export function formatLimit(seconds: number): string {
  if (seconds % 60 === 0) return `${seconds / 60} minute${seconds === 60 ? "" : "s"}`;
  return `${seconds} seconds`;
}

export const uploadTooLargeMessage = (maxBytes: number = AUDIO_UPLOAD_MAX_BYTES) =>
  `This recording is too large to upload (the limit is ${maxBytes / (1024 * 1024)} MB).`;
export const tooLongMessage = (maxSeconds: number) => `This recording is longer than the ${formatLimit(maxSeconds)} limit. Please record a shorter message.`;
