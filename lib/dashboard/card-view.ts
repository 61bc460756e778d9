// What the Audio Cards tab shows (spec 002, dashboard): cards filtered active / inactive / all, sorted by
// creation date either way, searched by name, id or title, all in the browser. Built on the guestbook
// list's search and dates. Safe to import in client components.
import { SORT_LABELS, matchesSearch, parseDate, type TListOptions } from "./guestbook-view";

export type TDashboardCard = { id: string; name: string; title: string; isActive: boolean; createdAt: string };
/** A pro card on its tab: active means activated or recorded; the code is for the seller's eyes. */
export type TDashboardProCard = TDashboardCard & {
  status: "created" | "activated" | "recorded" | "expired";
  activationCode: string | null;
  expiresAt: string | null;
};

/** A quick voice message the user saved on /record while signed in (spec 002: theirs to play, share and delete). */
export type TDashboardQuickMessage = { id: string; title: string | null; createdAt: string; durationMs: number | null };

export const CARD_SORTS = ["createdAt-desc", "createdAt-asc"] as const;
export type TCardSort = (typeof CARD_SORTS)[number];
export const CARD_SORT_LABELS: Record<TCardSort, string> = { "createdAt-desc": SORT_LABELS["createdAt-desc"], "createdAt-asc": SORT_LABELS["createdAt-asc"] };

export const CARD_FILTERS = ["all", "active", "inactive"] as const;
export type TCardFilter = (typeof CARD_FILTERS)[number];
export const CARD_FILTER_LABELS: Record<TCardFilter, string> = { all: "All", active: "Active", inactive: "Inactive" };

export const CARD_LIST_OPTIONS: TListOptions<TCardSort, TCardFilter> = {
  sorts: CARD_SORTS,
  sortLabels: CARD_SORT_LABELS,
  filters: CARD_FILTERS,
  filterLabels: CARD_FILTER_LABELS,
  searchPlaceholder: "Name, ID or title",
};

export type TCardView = { sort: TCardSort; filter: TCardFilter; search: string };
export const DEFAULT_CARD_VIEW: TCardView = { sort: "createdAt-desc", filter: "all", search: "" };

export function matchesCardSearch(card: TDashboardCard, search: string): boolean {
  return matchesSearch(card, search) || card.title.toLowerCase().includes(search.trim().toLowerCase());
}

function matchesCardFilter(card: TDashboardCard, filter: TCardFilter): boolean {
  return filter === "all" || (filter === "active") === card.isActive;
}

export function visibleCards<C extends TDashboardCard>(cards: readonly C[], view: TCardView): C[] {
  const sign = view.sort === "createdAt-asc" ? 1 : -1;
  return cards
    .filter((card) => matchesCardFilter(card, view.filter) && matchesCardSearch(card, view.search))
    .sort((a, b) => ((parseDate(a.createdAt) ?? 0) - (parseDate(b.createdAt) ?? 0)) * sign || a.id.localeCompare(b.id));
}

export function cardFilterCounts(cards: readonly TDashboardCard[], search: string): Record<TCardFilter, number> {
  const counts: Record<TCardFilter, number> = { all: 0, active: 0, inactive: 0 };
  for (const card of cards) {
    if (!matchesCardSearch(card, search)) continue;
    counts.all += 1;
    counts[card.isActive ? "active" : "inactive"] += 1;
  }
  return counts;
}
