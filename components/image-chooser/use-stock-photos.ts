"use client";
// Stock photo pages for the chooser: page 1 again whenever the category or the (debounced) search
// changes, Load More appends the next page. Answers that arrive after a newer request are dropped.
import { useCallback, useEffect, useRef, useState } from "react";
import type { TStockCategory } from "@/lib/images/stock/categories";
import { ZStockPhotoPage, type TImageOption } from "@/lib/validation/images";

export const SEARCH_DEBOUNCE_MS = 350;

type TState = { photos: TImageOption[]; page: number; hasMore: boolean; loading: boolean; failed: boolean };

async function fetchPage(category: TStockCategory, query: string, page: number, signal: AbortSignal) {
  const params = new URLSearchParams({ category, query, page: String(page) });
  const response = await fetch(`/api/stock-photos?${params}`, { signal });
  if (!response.ok) throw new Error(`Stock photos answered ${response.status}`);
  return ZStockPhotoPage.parse(await response.json());
}

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function useStockPhotos(category: TStockCategory, query: string) {
  const [state, setState] = useState<TState>({ photos: [], page: 0, hasMore: false, loading: true, failed: false });
  const current = useRef<AbortController | null>(null);

  const load = useCallback(
    async (page: number) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState((previous) => ({ ...previous, loading: true, failed: false, ...(page === 1 ? { photos: [], page: 0, hasMore: false } : {}) }));
      try {
        const result = await fetchPage(category, query, page, controller.signal);
        setState((previous) => ({
          photos: page === 1 ? result.photos : [...previous.photos, ...result.photos],
          page,
          hasMore: result.hasMore,
          loading: false,
          failed: false,
        }));
      } catch {
        if (controller.signal.aborted) return;
        setState((previous) => ({ ...previous, loading: false, failed: true }));
      }
    },
    [category, query],
  );

  useEffect(() => {
    void load(1);
    return () => current.current?.abort();
  }, [load]);

  return {
    ...state,
    loadMore: () => void load(state.page + 1),
    retry: () => void load(state.page === 0 ? 1 : state.page + 1),
  };
}
