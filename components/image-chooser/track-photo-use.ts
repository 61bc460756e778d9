// Reports that a stock photo was chosen (Unsplash requires it). Fire and forget: choosing never waits on it.
export function trackPhotoUse(downloadLocation: string | undefined): void {
  if (!downloadLocation) return;
  fetch("/api/stock-photos/track", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ downloadLocation }),
    // Still sent when the chooser closes or the page moves on.
    keepalive: true,
  }).catch(() => {});
}
