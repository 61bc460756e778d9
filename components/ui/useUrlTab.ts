"use client";
// The selected tab of a page whose tab lives in the URL (tab-url.ts): choosing one rewrites the address
// in place, without a navigation.
import { useState } from "react";
import { tabHref } from "./tab-url";

export function useUrlTab<K extends string>(initialTab: K, firstTab: K): [K, (next: K) => void] {
  const [tab, setTab] = useState<K>(initialTab);
  function select(next: K) {
    setTab(next);
    window.history.replaceState(window.history.state, "", tabHref(window.location.href, next, firstTab));
  }
  return [tab, select];
}
