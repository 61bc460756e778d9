"use client";
// Stock photo pages for the chooser (SWR's infinite list): page 1 again whenever the category or the
// (debounced) search changes, Load More appends the next page; answers for an older search are dropped.
import { useEffect, useState } from "react";
import useSWRInfinite from "swr/infinite";
import { stockPhotosKey } from "@/lib/client/images";
import type { TStockCategory } from "@/lib/constants/stock-categories";
import type { TStockPhotoPage } from "@/lib/validation/images";

export const SEARCH_DEBOUNCE_MS = 350;

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function useStockPhotos(category: TStockCategory, query: string) {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<TStockPhotoPage>(
    (index, previous: TStockPhotoPage | null) => (previous && !previous.hasMore ? null : stockPhotosKey(category, query, index + 1)),
    { revalidateFirstPage: false },
  );
  const pages = data ?? [];
  const loadingMore = size > 0 && pages.length < size;
  return {
    photos: pages.flatMap((page) => page.photos),
    hasMore: pages.at(-1)?.hasMore ?? false,
    loading: isLoading || (isValidating && loadingMore),
    failed: Boolean(error),
    loadMore: () => void setSize(size + 1),
    retry: () => void mutate(),
  };
}
