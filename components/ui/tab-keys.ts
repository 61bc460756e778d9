// WAI-ARIA tabs' keyboard: arrow keys move to the next or previous tab (wrapping round), Home and End
// to the first and last.

/** The tab a key press moves to from `index` among `count` tabs, or null when the key is not a tab key. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === "ArrowRight") return index === last ? 0 : index + 1;
  if (key === "ArrowLeft") return index === 0 ? last : index - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}
