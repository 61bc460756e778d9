// Reports that a stock photo was chosen (Unsplash requires it). Fire and forget: choosing never waits on it.
import { apiFetch } from "@/lib/client/api";

export function trackPhotoUse(downloadLocation: string | undefined): void {
  if (!downloadLocation) return;
  // keepalive: still sent when the chooser closes or the page moves on.
  apiFetch("/api/stock-photos/track", { json: { downloadLocation }, keepalive: true }).catch(() => {});
}
