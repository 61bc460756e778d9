"use client";
// WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. The panels are
// rendered by the server and passed in; the inactive one is hidden.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { tabIndexForKey } from "@/components/ui/tab-keys";
import styles from "./Tabs.module.css";

export type TTab = { key: string; label: string; panel: ReactNode };

export default function Tabs({ label, tabs }: { label: string; tabs: readonly TTab[] }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.key}-tab`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-${tab.key}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-${tab.key}-panel`}
          aria-labelledby={`${baseId}-${tab.key}-tab`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
