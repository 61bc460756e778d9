// An owner page's open tab lives in its URL (?tab=settings) so a reload keeps it; the first tab has no
// ?tab, like the dashboard's.

/** `href` with its ?tab set for `tab` (removed for the first tab); other parameters are kept. */
export function tabHref<K extends string>(href: string, tab: K, firstTab: K): string {
  const url = new URL(href);
  if (tab === firstTab) url.searchParams.delete("tab");
  else url.searchParams.set("tab", tab);
  return url.pathname + url.search + url.hash;
}
