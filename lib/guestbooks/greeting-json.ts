// The greeting's JSON (lib/guestbooks/greeting.ts): its addresses are under the guestbook and name the
// voice, so a replaced greeting is a new address and the earlier one can be cached without going stale.
import type { AudioFile } from "@/lib/generated/prisma/client";
import type { TGreeting } from "@/lib/constants/guestbooks";

export function toGreetingJson(guestbookId: string, audio: AudioFile): TGreeting {
  const base = `/api/guestbooks/${guestbookId}/greeting/${audio.id}`;
  return {
    audioUrl: base,
    mp3Url: audio.mp3Key ? `${base}/mp3` : null,
    contentType: audio.originalMime,
    durationMs: audio.durationMs ?? 0,
  };
}
