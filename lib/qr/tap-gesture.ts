// Spec 000 §5: on touch, only a quick, still tap downloads the code, so scrolling past it or pressing
// and holding (to save the image, say) never starts a download.
export const QR_TAP_MAX_DURATION_MS = 300;
export const QR_TAP_MAX_MOVEMENT_PX = 10;

export type TTouchGesture = { durationMs: number; furthestMovePx: number };

export function isDownloadTap({ durationMs, furthestMovePx }: TTouchGesture): boolean {
  return durationMs < QR_TAP_MAX_DURATION_MS && furthestMovePx < QR_TAP_MAX_MOVEMENT_PX;
}
