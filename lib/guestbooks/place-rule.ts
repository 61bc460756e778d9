// Which takes hold a guest place, as the server counts them (lib/recordings/guest-places.ts) and the
// upgrade dialog explains them: a take of at least a second holds one; shorter ones are kept but hold
// none. Pure, so the browser applies the very rule the server does.
export const MIN_PLACE_HOLDING_MS = 1_000;

export function holdsAPlace(durationMs: number | null): boolean {
  return (durationMs ?? 0) >= MIN_PLACE_HOLDING_MS;
}

/**
 * How many of the `waiting` takes a limit of `maxGuests` places makes playable, when `placesTaken` takes
 * hold a place (the waiting ones among them): places go by arrival, so the playable ones keep theirs.
 */
export function placesUnlocked(maxGuests: number, placesTaken: number, waiting: number): number {
  if (waiting <= 0) return 0;
  return Math.min(waiting, Math.max(0, maxGuests - (placesTaken - waiting)));
}
