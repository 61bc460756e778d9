"use client";
// The Audio Guestbooks and Pro Audio Guestbooks tabs: the user's guestbooks from the dashboard data
// as cards, with search, status filter, sort and Refresh, deletion after a confirmation, and on the pro
// tab the counters and 'Create Pro Audio Guestbook'. Sort, filter, search and scroll position are kept
// for the session (lib/client/dashboard/view-state.ts).
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { TDashboardData, TDashboardGuestbook, TGuestbookListKind } from "@/lib/dashboard/dashboard-data";
import { GUESTBOOK_LIST_OPTIONS, filterCounts, visibleGuestbooks, type TGuestbookView } from "@/lib/dashboard/guestbook-view";
import { tabHref } from "@/lib/dashboard/tabs";
import { DEFAULT_LIST_STATE, readListState, saveListState, type TGuestbookListTab } from "@/lib/client/dashboard/view-state";
import { DeleteGuestbookDialog } from "./DeleteGuestbookDialog";
import { GuestbookCard } from "./GuestbookCard";
import { ListToolbar } from "./ListToolbar";
import { ProGuestbookBar } from "./ProGuestbookBar";
import { useCreateProGuestbook } from "./useCreateProGuestbook";
import { useDashboardData, type TDashboardDataSource } from "./useDashboardData";
import dashboard from "./Dashboard.module.css";
import styles from "./Guestbooks.module.css";
import { deleteGuestbook } from "@/lib/client/guestbooks";

const DELETE_ERROR = "Failed to delete guestbook. Please refresh the page if you see any issues.";

type TProps = {
  tab: TGuestbookListTab;
  source: TDashboardDataSource;
  /** 'Create New Guestbook': users with no subscription tier who are not admins (spec 001 section 6). */
  canCreateGuestbook: boolean;
  /** The user also has the Pro Audio Guestbooks tab. */
  hasProTab: boolean;
};

function withCreated(data: TDashboardData, delta: number): TDashboardData["subscriptionInfo"] {
  const info = data.subscriptionInfo;
  return { ...info, subscriptionGuestbooksCreated: Math.max(0, info.subscriptionGuestbooksCreated + delta) };
}

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg className={spinning ? styles.spin : undefined} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M16 10a6 6 0 1 1-1.76-4.24M16 3.5V6h-2.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function GuestbooksPanel({ tab, source, canCreateGuestbook, hasProTab }: TProps) {
  const router = useRouter();
  const { userId } = source;
  const pro = tab === "subscription-guestbooks";
  const kind: TGuestbookListKind = pro ? "subscriptionGuestbooks" : "guestbooks";
  const noun = pro ? "pro audio guestbooks" : "audio guestbooks";
  const { data, setData, loading, error, refresh, invalidate } = useDashboardData(source);
  const creator = useCreateProGuestbook(invalidate);
  const [view, setView] = useState(DEFAULT_LIST_STATE);
  const [viewLoaded, setViewLoaded] = useState(false);
  const [tracking, setTracking] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<TDashboardGuestbook | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);

  // sessionStorage exists only in the browser, so the kept view is read after hydration.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage is read after hydration
    setView(readListState(sessionStorage, userId, tab));
    setViewLoaded(true);
  }, [userId, tab]);

  // Once the list is drawn, go back to where the user was, then keep track of where they are.
  useEffect(() => {
    if (!data || !viewLoaded || tracking) return;
    if (view.scrollY > 0) window.scrollTo({ top: view.scrollY, behavior: "instant" });
    // eslint-disable-next-line react-hooks/set-state-in-effect -- tracking starts only after the scroll above
    setTracking(true);
  }, [data, viewLoaded, tracking, view.scrollY]);

  useEffect(() => {
    if (!tracking) return;
    let latest = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => saveListState(sessionStorage, userId, tab, { scrollY: Math.round(latest) });
    const onScroll = () => {
      // Leaving the page, the next one scrolls to the top before this listener is removed; ignore that.
      if (!panelRef.current?.isConnected) return;
      latest = window.scrollY;
      clearTimeout(timer);
      timer = setTimeout(save, 150);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (timer !== undefined) {
        clearTimeout(timer);
        save();
      }
    };
  }, [tracking, userId, tab]);

  function updateView(patch: Partial<TGuestbookView>) {
    setView((current) => ({ ...current, ...patch }));
    saveListState(sessionStorage, userId, tab, patch);
  }

  async function confirmDelete() {
    const target = deleteTarget;
    if (!target || !data) return;
    setDeleteTarget(null);
    setDeleteError(null);
    const index = data[kind].findIndex((guestbook) => guestbook.id === target.id);
    setData(
      (current) =>
        current && {
          ...current,
          [kind]: current[kind].filter((guestbook) => guestbook.id !== target.id),
          subscriptionInfo: pro ? withCreated(current, -1) : current.subscriptionInfo,
        },
    );
    invalidate();
    // The deleted card's button is gone: keep the keyboard in the list rather than at the page's top.
    requestAnimationFrame(() => (summaryRef.current ?? emptyRef.current)?.focus());
    let deleted = false;
    try {
      // Already gone (deleted in another window) counts as deleted; the list is right without it.
      await deleteGuestbook(target.id);
      deleted = true;
    } catch {
      deleted = false;
    }
    if (deleted) {
      router.refresh();
      return;
    }
    setData((current) => {
      if (!current) return current;
      const list = [...current[kind]];
      list.splice(Math.min(Math.max(index, 0), list.length), 0, target);
      return { ...current, [kind]: list, subscriptionInfo: pro ? withCreated(current, 1) : current.subscriptionInfo };
    });
    setDeleteError(DELETE_ERROR);
  }

  const all = data?.[kind] ?? [];
  const shown = visibleGuestbooks(all, view);
  const refreshing = loading && data !== null;

  return (
    <div ref={panelRef} className={styles.panel}>
      <div className={styles.panelActions}>
        {!pro && canCreateGuestbook && (
          <Link href="/create-guestbook" className="btn btn-primary">
            Create New Guestbook
          </Link>
        )}
        <button type="button" className="btn btn-outline" onClick={() => void refresh()} disabled={loading} aria-busy={loading}>
          <RefreshIcon spinning={loading} />
          {refreshing ? "Refreshing..." : "Refresh"}
        </button>
      </div>

      {pro && (
        <ProGuestbookBar info={data?.subscriptionInfo ?? null} creating={creator.creating} error={creator.error} onCreate={() => void creator.create()} />
      )}

      {error && (
        <div role="alert" className={`alert alert-error ${styles.errorBox}`}>
          <p>{error}</p>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => void refresh()} disabled={loading}>
            Retry
          </button>
        </div>
      )}
      {deleteError && (
        <p role="alert" className="alert alert-error">
          {deleteError}
        </p>
      )}

      {!data && loading && (
        <p role="status" className={styles.loading}>
          <RefreshIcon spinning />
          Loading your {noun}...
        </p>
      )}

      {data && all.length === 0 && (
        <div className={`${dashboard.empty} ${styles.empty}`}>
          <p ref={emptyRef} tabIndex={-1} className={dashboard.emptyTitle}>
            You have no {noun} yet.
          </p>
          {pro ? (
            <>
              <p className={dashboard.muted}>Create one and set it up for your client&apos;s event.</p>
              <button type="button" className="btn btn-primary" onClick={() => void creator.create()} disabled={creator.creating}>
                {creator.creating ? "Creating..." : "Create Pro Audio Guestbook"}
              </button>
            </>
          ) : canCreateGuestbook ? (
            <>
              <p className={dashboard.muted}>Create one, share its link or QR code, and collect your guests&apos; voice messages.</p>
              <Link href="/create-guestbook" className="btn btn-primary">
                Create New Guestbook
              </Link>
            </>
          ) : hasProTab ? (
            <p className={dashboard.muted}>
              Your pro guestbooks are in the <Link href={tabHref("subscription-guestbooks")}>Pro Audio Guestbooks</Link> tab.
            </p>
          ) : null}
        </div>
      )}

      {data && all.length > 0 && (
        <>
          <ListToolbar idPrefix={tab} view={view} options={GUESTBOOK_LIST_OPTIONS} counts={filterCounts(all, view.search)} onChange={updateView} />
          <p ref={summaryRef} tabIndex={-1} aria-live="polite" className={styles.summary}>
            {shown.length === all.length
              ? `${all.length} ${all.length === 1 ? "guestbook" : "guestbooks"}`
              : `Showing ${shown.length} of ${all.length} guestbooks`}
          </p>
          {shown.length > 0 ? (
            <ul className={`${dashboard.cardList} ${styles.cards}`}>
              {shown.map((guestbook) => (
                <GuestbookCard
                  key={guestbook.id}
                  guestbook={guestbook}
                  shared={guestbook.creatorId !== undefined && guestbook.creatorId !== userId}
                  onDelete={setDeleteTarget}
                />
              ))}
            </ul>
          ) : (
            <div className={`${dashboard.empty} ${styles.empty}`}>
              <p className={dashboard.emptyTitle}>No guestbooks match your search and filter.</p>
              <button type="button" className="btn btn-outline" onClick={() => updateView({ search: "", filter: "all" })}>
                Show all guestbooks
              </button>
            </div>
          )}
        </>
      )}

      <DeleteGuestbookDialog name={deleteTarget?.name ?? null} onCancel={() => setDeleteTarget(null)} onConfirm={() => void confirmDelete()} />
    </div>
  );
}
