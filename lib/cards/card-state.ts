// What the public card page shows, decided from the card alone (pure, so it is unit-tested and the
// page, its metadata and the preview image agree): playable, switched off by its owner, or its hosting
// year over. Whether the year is over is lib/cards' rule (isHostingEnded, from the stored hostedUntil
// and the sweep's mark), already in the card's JSON as hostingEnded (docs/decisions/cards.md).

export type TCardAvailability = "playable" | "inactive" | "hosting_ended";

export function cardAvailability(card: { isActive: boolean; hostingEnded: boolean }): TCardAvailability {
  // A lapsed hosting year is the stronger state: switching the card back on does not bring it back.
  if (card.hostingEnded) return "hosting_ended";
  return card.isActive ? "playable" : "inactive";
}

/** The Forever Hosting icon: gold when bought, a button when the owner offers it, else not shown. */
export function foreverHostingIcon(card: { foreverHostingEnabled: boolean; foreverHosted: boolean }): "gold" | "offer" | "none" {
  if (card.foreverHosted) return "gold";
  return card.foreverHostingEnabled ? "offer" : "none";
}

/** The download file's name: the card's name with .mp3 (spec 002 manage page), safe on every system. */
export function cardDownloadName(name: string): string {
  const base = name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80);
  return `${base || "Audio card"}.mp3`;
}
