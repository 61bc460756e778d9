// Which takes hold a guest place, as the server counts them (lib/recordings/guest-places.ts) and the
// upgrade dialog explains them: a take of at least a second holds one (shorter ones are refused at
// ingest since issue 46; older rows hold none). Pure, so the browser applies the very rule the server does.
import { MIN_TAKE_MS } from "@/lib/audio/limits";

export const MIN_PLACE_HOLDING_MS = MIN_TAKE_MS;

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
