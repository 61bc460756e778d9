"use client";
// The dashboard's tabs are links (each tab has its own URL); on narrow screens the row scrolls
// sideways and the active tab is scrolled into view.
import Link from "next/link";
import { useEffect, useRef } from "react";
import type { TDashboardTab } from "@/lib/dashboard/tabs";
import styles from "./Dashboard.module.css";
import { dashboardTitle } from "./tab-labels";

export type TTabLink = { tab: TDashboardTab; href: string; label: string; count?: number };

function SettingsIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19.14 12.94a7.1 7.1 0 0 0 .05-.94 7.1 7.1 0 0 0-.05-.94l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.03 7.03 0 0 0-1.62-.94l-.36-2.54A.5.5 0 0 0 13.9 2.4h-3.84a.5.5 0 0 0-.49.42l-.36 2.54c-.58.24-1.12.55-1.62.94l-2.39-.96a.5.5 0 0 0-.6.22L2.68 8.88a.5.5 0 0 0 .12.64l2.03 1.58a7.3 7.3 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32c.13.22.39.3.6.22l2.39-.96c.5.39 1.04.7 1.62.94l.36 2.54c.05.24.25.42.49.42h3.84c.24 0 .45-.18.49-.42l.36-2.54c.58-.24 1.12-.55 1.62-.94l2.39.96c.22.08.47 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64l-2.03-1.58ZM12 15.6a3.6 3.6 0 1 1 0-7.2 3.6 3.6 0 0 1 0 7.2Z"
      />
    </svg>
  );
}

export function DashboardTabs({ tabs, active }: { tabs: TTabLink[]; active: TDashboardTab }) {
  const scrollerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const current = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !current) return;
    const overflowRight = current.offsetLeft + current.offsetWidth - (scroller.scrollLeft + scroller.clientWidth);
    const overflowLeft = scroller.scrollLeft - current.offsetLeft;
    if (overflowRight > 0) scroller.scrollLeft += overflowRight + 16;
    else if (overflowLeft > 0) scroller.scrollLeft -= overflowLeft + 16;
  }, [active]);

  // Next 16 can drop the <title> on a soft navigation between two URLs of the same page, leaving the
  // browser tab untitled (seen in Chromium after switching tabs); put the tab's title back if so.
  useEffect(() => {
    const restore = () => {
      if (!document.title.trim()) document.title = dashboardTitle(active);
    };
    const timers = [setTimeout(restore, 300), setTimeout(restore, 1500)];
    return () => timers.forEach(clearTimeout);
  }, [active]);

  return (
    <nav className={styles.tabsNav} aria-label="Dashboard sections">
      <div ref={scrollerRef} className={styles.tabsScroller}>
        <ul className={styles.tabs}>
          {tabs.map(({ tab, href, label, count }) => {
            const isActive = tab === active;
            return (
              <li key={tab} className={tab === "settings" ? styles.settingsTabItem : undefined}>
                <Link
                  href={href}
                  className={`${styles.tab} ${isActive ? styles.tabActive : ""}`}
                  aria-current={isActive ? "page" : undefined}
                  title={tab === "settings" ? label : undefined}
                  scroll={false}
                >
                  {tab === "settings" ? (
                    <>
                      <SettingsIcon />
                      <span className="visually-hidden">{label}</span>
                    </>
                  ) : (
                    <>
                      <span>{label}</span>
                      {count !== undefined && (
                        <>
                          <span className={styles.count} aria-hidden="true">
                            {count}
                          </span>
                          <span className="visually-hidden"> ({count})</span>
                        </>
                      )}
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
