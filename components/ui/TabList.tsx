"use client";
// The tab strip of WAI-ARIA tabs with automatic activation: one button a tab, only the selected one in
// the tab order; arrow keys, Home and End select another and move focus to it (tab-keys.ts). The panels
// are the caller's: each takes the id tabPanelId(baseId, key) and is labelled by tabId(baseId, key).
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { tabIndexForKey } from "./tab-keys";

export const tabId = (baseId: string, key: string) => `${baseId}-${key}-tab`;
export const tabPanelId = (baseId: string, key: string) => `${baseId}-${key}-panel`;

type TProps<K extends string> = {
  baseId: string;
  label: string;
  /** `icon`: decorative, shown before the label (a settings tab's gear). */
  tabs: readonly { key: K; label: string; icon?: ReactNode }[];
  selected: K;
  onSelect(key: K): void;
  className: string;
  tabClassName: string;
  /** The tab a dialog starts on (data-autofocus, see components/ui/Modal.tsx). */
  autoFocusKey?: K;
};

export function TabList<K extends string>({ baseId, label, tabs, selected, onSelect, className, tabClassName, autoFocusKey }: TProps<K>) {
  const tabRefs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    tabRefs.current[tabs[next].key]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map(({ key, label: tabLabel, icon }, index) => (
        <button
          key={key}
          ref={(element) => {
            tabRefs.current[key] = element;
          }}
          type="button"
          role="tab"
          id={tabId(baseId, key)}
          aria-selected={key === selected}
          aria-controls={tabPanelId(baseId, key)}
          tabIndex={key === selected ? 0 : -1}
          className={tabClassName}
          data-autofocus={key === autoFocusKey ? "" : undefined}
          onClick={() => onSelect(key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {icon}
          {tabLabel}
        </button>
      ))}
    </div>
  );
}

type TTabbedPanelProps<K extends string> = Pick<TProps<K>, "baseId" | "label" | "selected" | "onSelect"> & {
  keys: readonly K[];
  labels: Record<K, string>;
  icons?: Partial<Record<K, ReactNode>>;
  /** The page's CSS module, with its tabs, tab and panel classes. */
  classes: Readonly<Record<string, string>>;
  /** The selected tab's content: only that one is rendered. */
  children: ReactNode;
};

/** The tab strip over one panel, the selected tab's (an owner page's tabs). */
export function TabbedPanel<K extends string>({ baseId, label, keys, labels, icons, selected, onSelect, classes, children }: TTabbedPanelProps<K>) {
  return (
    <>
      <TabList
        baseId={baseId}
        label={label}
        tabs={keys.map((key) => ({ key, label: labels[key], icon: icons?.[key] }))}
        selected={selected}
        onSelect={onSelect}
        className={classes.tabs}
        tabClassName={classes.tab}
      />
      <section role="tabpanel" id={tabPanelId(baseId, selected)} aria-labelledby={tabId(baseId, selected)} className={classes.panel}>
        {children}
      </section>
    </>
  );
}
