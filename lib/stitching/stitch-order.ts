// The order a host gives the selected recordings: kept across selection changes (new picks go last,
// unpicked ones drop out) and changed one step at a time with Move up / Move down.
export function reconcileOrder(order: readonly string[], selectedIds: readonly string[]): string[] {
  const selected = new Set(selectedIds);
  const kept = order.filter((id) => selected.has(id));
  const known = new Set(kept);
  return [...kept, ...selectedIds.filter((id) => !known.has(id))];
}

/** The list with the item at `index` swapped with its neighbour `delta` (-1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  const next = [...list];
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return next;
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
