// A voice memo chosen from the phone's files instead of a recording made in the page: its length as the
// browser reads it (a hint for the page; the server measures it again and decides), and the checks the
// server would refuse it for, said before the guest waits for an upload that cannot succeed.
import { AUDIO_UPLOAD_MAX_BYTES, DURATION_TOLERANCE_MS, MIN_TAKE_MS, TAKE_TOO_SHORT_MESSAGE, tooLongMessage, uploadTooLargeMessage } from "@/lib/audio/limits";

const MEASURE_TIMEOUT_MS = 5_000;

/** The memo's refusal the server would give for its size or length, or null. `durationMs` is null when the browser could not tell. */
export function voiceMemoProblem(memo: { sizeBytes: number; durationMs: number | null }, maxDurationSeconds: number): string | null {
  if (memo.sizeBytes > AUDIO_UPLOAD_MAX_BYTES) return uploadTooLargeMessage();
  if (memo.durationMs !== null && memo.durationMs > maxDurationSeconds * 1000 + DURATION_TOLERANCE_MS) return tooLongMessage(maxDurationSeconds);
  if (memo.durationMs !== null && memo.durationMs < MIN_TAKE_MS) return TAKE_TOO_SHORT_MESSAGE;
  return null;
}

/**
 * The length the browser reads from the file's header, or null when it cannot play the file (AMR in
 * most browsers) or says nothing in time. A WebM without a stated duration is asked for a far position,
 * which makes the browser work the length out.
 */
export function measureDurationMs(url: string): Promise<number | null> {
  return new Promise((resolve) => {
    const audio = new Audio();
    let settled = false;
    const finish = (ms: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      audio.removeAttribute("src");
      audio.load();
      resolve(ms);
    };
    const read = () => {
      if (Number.isFinite(audio.duration) && audio.duration > 0) finish(Math.round(audio.duration * 1000));
    };
    const timer = setTimeout(() => finish(null), MEASURE_TIMEOUT_MS);
    audio.preload = "metadata";
    audio.addEventListener("loadedmetadata", () => {
      if (audio.duration === Number.POSITIVE_INFINITY) audio.currentTime = Number.MAX_SAFE_INTEGER;
      else read();
    });
    audio.addEventListener("durationchange", read);
    audio.addEventListener("error", () => finish(null));
    audio.src = url;
  });
}
