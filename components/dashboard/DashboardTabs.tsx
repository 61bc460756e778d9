"use client";
// The dashboard's tabs are links (each tab has its own URL), grouped in sections (spec 001 /dashboard):
// guestbooks and cards, the pro tabs, settings. Narrow screens show one section at a time in a
// scroll-snapped row, so a swipe moves a section; dots and arrows say where you are and move too. Wide
// screens show every tab in one row. A visit to /dashboard that names no tab reopens the session's last.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { tabSections, type TDashboardTab } from "@/lib/dashboard/tabs";
import { readSavedTab, saveTab, tabToRestore } from "@/lib/client/dashboard/view-state";
import styles from "./Dashboard.module.css";
import { dashboardTitle } from "./tab-labels";

export type TTabLink = { tab: TDashboardTab; href: string; label: string; count?: number };

type TProps = {
  tabs: TTabLink[];
  active: TDashboardTab;
  userId: string;
  /** The URL named the tab (so nothing is restored). */
  tabInUrl: boolean;
  /** ?from_creation=true: show the guestbooks the user just made, not the last tab. */
  skipRestore: boolean;
};

// Back and forward to /dashboard mean "the guestbooks tab", not "where I was last": remember when the
// browser last moved through history, and do not restore right after it.
let lastHistoryMove = 0;
if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => {
    lastHistoryMove = Date.now();
  });
}

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

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M12.5 4.5 7 10l5.5 5.5" : "M7.5 4.5 13 10l-5.5 5.5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// The scroller's inline padding (room for focus rings); sections snap to it.
const SCROLL_PADDING = 4;

export function DashboardTabs({ tabs, active, userId, tabInUrl, skipRestore }: TProps) {
  const router = useRouter();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const sectionRefs = useRef<(HTMLLIElement | null)[]>([]);
  const byTab = new Map(tabs.map((link) => [link.tab, link]));
  const sections = tabSections(tabs.map((link) => link.tab));
  const activeSection = Math.max(
    0,
    sections.findIndex((section) => section.includes(active)),
  );
  const [shownSection, setShownSection] = useState(activeSection);

  useEffect(() => {
    const restore = tabToRestore({
      saved: readSavedTab(sessionStorage, userId),
      active,
      tabInUrl,
      visible: tabs.map((link) => link.tab),
      skip: skipRestore || Date.now() - lastHistoryMove < 2000,
    });
    if (restore) {
      const target = byTab.get(restore);
      if (target) router.replace(target.href, { scroll: false });
      return;
    }
    saveTab(sessionStorage, userId, active);
    // Only on arrival at a tab: the links keep the saved tab up to date afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the other values are read as they are on arrival
  }, [active, userId]);

  const scrollToSection = useCallback((index: number, smooth: boolean) => {
    const scroller = scrollerRef.current;
    const section = sectionRefs.current[index];
    if (!scroller || !section) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    scroller.scrollTo({ left: section.offsetLeft - SCROLL_PADDING, behavior: smooth && !reduceMotion ? "smooth" : "instant" });
  }, []);

  // A new active tab shows its section (adjusted while rendering, as React advises, not in an effect).
  const [shownFor, setShownFor] = useState(activeSection);
  if (shownFor !== activeSection) {
    setShownFor(activeSection);
    setShownSection(activeSection);
  }
  useEffect(() => scrollToSection(activeSection, false), [activeSection, scrollToSection]);

  function onScroll() {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const middle = scroller.scrollLeft + scroller.clientWidth / 2;
    let index = 0;
    sectionRefs.current.forEach((section, i) => {
      if (section && section.offsetLeft - SCROLL_PADDING <= middle) index = i;
    });
    if (scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - 1) index = sections.length - 1;
    setShownSection(index);
  }

  // Next 16 can drop the <title> on a soft navigation between two URLs of the same page, leaving the
  // browser tab untitled (seen in Chromium after switching tabs); put the tab's title back if so.
  useEffect(() => {
    const restore = () => {
      if (!document.title.trim()) document.title = dashboardTitle(active);
    };
    const timers = [setTimeout(restore, 300), setTimeout(restore, 1500)];
    return () => timers.forEach(clearTimeout);
  }, [active]);

  const sectionName = (section: TDashboardTab[]) => section.map((tab) => byTab.get(tab)?.label).join(" and ");

  return (
    <nav className={styles.tabsNav} aria-label="Dashboard sections">
      <div ref={scrollerRef} className={styles.tabsScroller} onScroll={onScroll}>
        <ul className={styles.sections}>
          {sections.map((section, index) => (
            <li
              key={section.join()}
              ref={(element) => {
                sectionRefs.current[index] = element;
              }}
              className={`${styles.section} ${section.includes("settings") ? styles.settingsSection : ""}`}
            >
              <ul className={styles.tabs}>
                {section.map((tab) => {
                  const link = byTab.get(tab);
                  if (!link) return null;
                  const isActive = tab === active;
                  return (
                    <li key={tab}>
                      <Link
                        href={link.href}
                        className={`${styles.tab} ${isActive ? styles.tabActive : ""}`}
                        aria-current={isActive ? "page" : undefined}
                        title={tab === "settings" ? link.label : undefined}
                        scroll={false}
                        onClick={() => saveTab(sessionStorage, userId, tab)}
                      >
                        {tab === "settings" ? (
                          <>
                            <SettingsIcon />
                            <span className={styles.settingsLabel}>{link.label}</span>
                          </>
                        ) : (
                          <>
                            <span>{link.label}</span>
                            {link.count !== undefined && (
                              <>
                                <span className={styles.count} aria-hidden="true">
                                  {link.count}
                                </span>
                                <span className="visually-hidden"> ({link.count})</span>
                              </>
                            )}
                          </>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      {sections.length > 1 && (
        <div className={styles.sectionControls}>
          <button
            type="button"
            className={`icon-btn ${styles.sectionArrow}`}
            aria-label="Previous tabs"
            disabled={shownSection === 0}
            onClick={() => scrollToSection(shownSection - 1, true)}
          >
            <Chevron direction="left" />
          </button>
          <ul className={styles.dots}>
            {sections.map((section, index) => (
              <li key={section.join()}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={`Show ${sectionName(section)}`}
                  aria-current={index === shownSection ? "true" : undefined}
                  onClick={() => scrollToSection(index, true)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`icon-btn ${styles.sectionArrow}`}
            aria-label="Next tabs"
            disabled={shownSection === sections.length - 1}
            onClick={() => scrollToSection(shownSection + 1, true)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      )}
    </nav>
  );
}
