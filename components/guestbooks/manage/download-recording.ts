// Downloads a recording's MP3 through fetch, not a plain link, so the page can wait out MP3_NOT_READY (the
// MP3 is still being made: 'Preparing MP3…'), explain REQUIRES_UPGRADE and name the failure.
import type { TRecordingJson } from "@/lib/recordings/serialize";
import { ApiClientError, hasCode, ownerFetch } from "@/lib/client/api";
import { saveResponse } from "@/lib/client/download";

const PREPARE_TIMEOUT_MS = 120_000;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function downloadRecording(recording: TRecordingJson, onPreparing: () => void): Promise<void> {
  const deadline = Date.now() + PREPARE_TIMEOUT_MS;
  let url = recording.mp3Url;
  for (;;) {
    let response: Response;
    try {
      response = await ownerFetch(url, { timeoutMs: 0 });
    } catch (error) {
      if (hasCode(error, "MP3_NOT_READY") && Date.now() < deadline) {
        onPreparing();
        const retryAfter = error.retryAfterSeconds;
        await wait(retryAfter && retryAfter > 0 ? Math.min(retryAfter, 10) * 1000 : 2000);
        continue;
      }
      // No MP3 could be made of this one: the original recording is the download.
      if (hasCode(error, "NOT_FOUND") && recording.status === "failed" && url === recording.mp3Url) {
        url = `${recording.audioUrl}?download=1`;
        continue;
      }
      throw error;
    }
    await saveResponse(response, `${recording.title}.mp3`);
    return;
  }
}

export function downloadFailure(recording: TRecordingJson, error: unknown): string {
  if (error instanceof ApiClientError && error.code === "REQUIRES_UPGRADE") return error.message;
  const status = error instanceof ApiClientError && error.status ? error.status : "network error";
  return `Failed to download recording "${recording.title}" (${status})`;
}
