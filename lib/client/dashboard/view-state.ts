// What the dashboard keeps in sessionStorage (spec 001 /dashboard): the last tab, and for each guestbook
// list its sort, filter, search and scroll position, so coming back (or reloading) finds them as left.
// Per user, so another account signing in on the same browser tab starts clean.
import { z } from "zod";
import { DEFAULT_VIEW, GUESTBOOK_SORTS, STATUS_FILTERS, type TGuestbookView } from "@/lib/dashboard/guestbook-view";
import { DASHBOARD_TABS, type TDashboardTab } from "@/lib/dashboard/tabs";

type TStorage = Pick<Storage, "getItem" | "setItem">;

export type TGuestbookListTab = "guestbooks" | "subscription-guestbooks";
export type TListState = TGuestbookView & { scrollY: number };

const ZListState = z.object({
  sort: z.enum(GUESTBOOK_SORTS).catch(DEFAULT_VIEW.sort),
  filter: z.enum(STATUS_FILTERS).catch(DEFAULT_VIEW.filter),
  search: z.string().max(200).catch(DEFAULT_VIEW.search),
  scrollY: z.number().min(0).catch(0),
});

const ZSavedState = z.object({
  tab: z.enum(DASHBOARD_TABS).optional().catch(undefined),
  lists: z.record(z.string(), z.unknown()).catch({}),
});
type TSavedState = z.infer<typeof ZSavedState>;

export const DEFAULT_LIST_STATE: TListState = { ...DEFAULT_VIEW, scrollY: 0 };

export function viewStateKey(userId: string): string {
  return `echobook:dashboard-view:${userId}`;
}

function readState(storage: TStorage, userId: string): TSavedState {
  try {
    const parsed = ZSavedState.safeParse(JSON.parse(storage.getItem(viewStateKey(userId)) ?? "null"));
    if (parsed.success) return parsed.data;
  } catch {
    // Unreadable state is no state.
  }
  return { lists: {} };
}

function writeState(storage: TStorage, userId: string, state: TSavedState): void {
  try {
    storage.setItem(viewStateKey(userId), JSON.stringify(state));
  } catch {
    // Without storage the dashboard still works; it just forgets.
  }
}

export function readSavedTab(storage: TStorage, userId: string): TDashboardTab | undefined {
  return readState(storage, userId).tab;
}

export function saveTab(storage: TStorage, userId: string, tab: TDashboardTab): void {
  writeState(storage, userId, { ...readState(storage, userId), tab });
}

export function readListState(storage: TStorage, userId: string, tab: TGuestbookListTab): TListState {
  const saved = readState(storage, userId).lists[tab];
  if (!saved || typeof saved !== "object") return DEFAULT_LIST_STATE;
  return ZListState.parse({ ...DEFAULT_LIST_STATE, ...saved });
}

export function saveListState(storage: TStorage, userId: string, tab: TGuestbookListTab, patch: Partial<TListState>): void {
  const state = readState(storage, userId);
  const next = { ...readListState(storage, userId, tab), ...patch };
  writeState(storage, userId, { ...state, lists: { ...state.lists, [tab]: next } });
}

/**
 * Which tab a visit to /dashboard should show: the URL's, else the one kept for this session. A visit
 * that names no tab because the user picked Audio Guestbooks (its URL has no tab) or went back in
 * history is not a return, and stays where it is.
 */
export function tabToRestore(options: {
  saved: TDashboardTab | undefined;
  active: TDashboardTab;
  tabInUrl: boolean;
  visible: readonly TDashboardTab[];
  skip: boolean;
}): TDashboardTab | null {
  const { saved, active, tabInUrl, visible, skip } = options;
  if (tabInUrl || skip || !saved || saved === active || !visible.includes(saved)) return null;
  return saved;
}
