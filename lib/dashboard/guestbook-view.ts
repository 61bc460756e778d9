// What a guestbook list tab shows (spec 001 /dashboard): sorted by event or creation date either way,
// filtered by status, searched by name or id, all in the browser. Safe to import in client components.
import type { TDashboardGuestbook } from "./dashboard-data";

export const GUESTBOOK_SORTS = ["createdAt-desc", "createdAt-asc", "eventDate-desc", "eventDate-asc"] as const;
export type TGuestbookSort = (typeof GUESTBOOK_SORTS)[number];

export const SORT_LABELS: Record<TGuestbookSort, string> = {
  "createdAt-desc": "Created, newest first",
  "createdAt-asc": "Created, oldest first",
  "eventDate-desc": "Event date, latest first",
  "eventDate-asc": "Event date, earliest first",
};

export const STATUS_FILTERS = ["all", "active", "upcoming", "past"] as const;
export type TStatusFilter = (typeof STATUS_FILTERS)[number];

export const FILTER_LABELS: Record<TStatusFilter, string> = { all: "All", active: "Active", upcoming: "Upcoming", past: "Past" };

/** The longest search a dashboard list takes (it filters in the browser). */
export const LIST_SEARCH_MAX = 200;

export type TGuestbookView = { sort: TGuestbookSort; filter: TStatusFilter; search: string };

/** What a list's toolbar offers (components/dashboard/ListToolbar). */
export type TListOptions<S extends string, F extends string> = {
  sorts: readonly S[];
  sortLabels: Record<S, string>;
  filters: readonly F[];
  filterLabels: Record<F, string>;
  searchPlaceholder: string;
};

export const GUESTBOOK_LIST_OPTIONS: TListOptions<TGuestbookSort, TStatusFilter> = {
  sorts: GUESTBOOK_SORTS,
  sortLabels: SORT_LABELS,
  filters: STATUS_FILTERS,
  filterLabels: FILTER_LABELS,
  searchPlaceholder: "Guestbook name or ID",
};

export const DEFAULT_VIEW: TGuestbookView = { sort: "createdAt-desc", filter: "all", search: "" };

export const GUESTBOOK_STATUSES = ["draft", "upcoming", "active", "past", "inactive", "pending_payment"] as const;
export type TGuestbookStatus = (typeof GUESTBOOK_STATUSES)[number];

export const STATUS_LABELS: Record<TGuestbookStatus, string> = {
  draft: "Draft",
  upcoming: "Upcoming",
  active: "Active",
  past: "Past",
  inactive: "Inactive",
  pending_payment: "Pending Payment",
};

/** Spec 001 section 4: an unknown status is shown as draft. */
export function displayStatus(status: string): TGuestbookStatus {
  return (GUESTBOOK_STATUSES as readonly string[]).includes(status) ? (status as TGuestbookStatus) : "draft";
}

/** Milliseconds since the epoch of a `YYYY-MM-DD` or ISO date, or null when it is not a real date. */
export function parseDate(value: string): number | null {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const time = Date.parse(text);
  if (Number.isNaN(time)) return null;
  // Date.parse rolls 2026-02-31 over to March; a date that does not round-trip is not real.
  if (text !== value && new Date(time).toISOString().slice(0, 10) !== value) return null;
  return time;
}

export function eventTypeLabel(guestbook: Pick<TDashboardGuestbook, "eventType" | "eventTypeCustom">): string {
  return guestbook.eventType === "Other" && guestbook.eventTypeCustom ? guestbook.eventTypeCustom : guestbook.eventType;
}

export function matchesSearch(guestbook: Pick<TDashboardGuestbook, "id" | "name">, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return guestbook.name.toLowerCase().includes(needle) || guestbook.id.toLowerCase().includes(needle);
}

export function matchesFilter(guestbook: Pick<TDashboardGuestbook, "currentStatus">, filter: TStatusFilter): boolean {
  return filter === "all" || displayStatus(guestbook.currentStatus) === filter;
}

function compareGuestbooks(sort: TGuestbookSort) {
  const [field, direction] = sort.split("-") as ["createdAt" | "eventDate", "asc" | "desc"];
  const sign = direction === "asc" ? 1 : -1;
  return (a: TDashboardGuestbook, b: TDashboardGuestbook): number => {
    const left = parseDate(a[field]);
    const right = parseDate(b[field]);
    // Guestbooks without a readable date go last whichever way the list runs.
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else if (left !== right) {
      return (left - right) * sign;
    }
    return (parseDate(b.createdAt) ?? 0) - (parseDate(a.createdAt) ?? 0) || a.id.localeCompare(b.id);
  };
}

export function visibleGuestbooks(guestbooks: readonly TDashboardGuestbook[], view: TGuestbookView): TDashboardGuestbook[] {
  return guestbooks.filter((guestbook) => matchesFilter(guestbook, view.filter) && matchesSearch(guestbook, view.search)).sort(compareGuestbooks(view.sort));
}

export function filterCounts(guestbooks: readonly TDashboardGuestbook[], search: string): Record<TStatusFilter, number> {
  const counts: Record<TStatusFilter, number> = { all: 0, active: 0, upcoming: 0, past: 0 };
  for (const guestbook of guestbooks) {
    if (!matchesSearch(guestbook, search)) continue;
    counts.all += 1;
    const status = displayStatus(guestbook.currentStatus);
    if (status === "active" || status === "upcoming" || status === "past") counts[status] += 1;
  }
  return counts;
}
