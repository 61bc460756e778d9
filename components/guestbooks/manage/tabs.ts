// The manage page's tabs and how each appears in the URL: the first has no ?tab, like the dashboard's.
export const MANAGE_TABS = ["details", "recordings", "personalization"] as const;
export type TManageTab = (typeof MANAGE_TABS)[number];

export function resolveManageTab(value: string | string[] | undefined): TManageTab {
  const requested = Array.isArray(value) ? value[0] : value;
  return (MANAGE_TABS as readonly string[]).includes(requested ?? "") ? (requested as TManageTab) : "details";
}

/** `href` with its ?tab set for `tab` (removed for the first tab); other parameters are kept. */
export function tabHref(href: string, tab: TManageTab): string {
  const url = new URL(href);
  if (tab === "details") url.searchParams.delete("tab");
  else url.searchParams.set("tab", tab);
  return url.pathname + url.search + url.hash;
}
