"use client";
// WAI-ARIA tabs with automatic activation (components/ui/TabList.tsx). The panels are rendered by the
// server and passed in; the inactive one is hidden.
import { useId, useState, type ReactNode } from "react";
import { TabList, tabId, tabPanelId } from "@/components/ui/TabList";
import styles from "./Tabs.module.css";

export type TTab = { key: string; label: string; panel: ReactNode };

export default function Tabs({ label, tabs }: { label: string; tabs: readonly TTab[] }) {
  const [selected, setSelected] = useState(tabs[0].key);
  const baseId = useId();

  return (
    <div>
      <TabList baseId={baseId} label={label} tabs={tabs} selected={selected} onSelect={setSelected} className={styles.tablist} tabClassName={styles.tab} />
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={tabPanelId(baseId, tab.key)}
          aria-labelledby={tabId(baseId, tab.key)}
          hidden={tab.key !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
