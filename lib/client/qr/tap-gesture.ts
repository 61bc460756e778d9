// Spec 000 §5: on touch, only a quick, still tap downloads the code, so scrolling past it or pressing
// and holding (to save the image, say) never starts a download.
const MAX_TAP_DURATION_MS = 300;
const MAX_TAP_MOVEMENT_PX = 10;

export type TTouchGesture = { durationMs: number; furthestMovePx: number };

export function isDownloadTap({ durationMs, furthestMovePx }: TTouchGesture): boolean {
  return durationMs < MAX_TAP_DURATION_MS && furthestMovePx < MAX_TAP_MOVEMENT_PX;
}
