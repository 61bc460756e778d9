import { useEffect } from "react";

// A short-lived mark ("Copied!"): while `value` is set, clear it after `ms` (restarting when it changes).
export function useClearAfter<T>(value: T | null, clear: (value: null) => void, ms = 2000) {
  useEffect(() => {
    if (!value) return;
    const timer = setTimeout(() => clear(null), ms);
    return () => clearTimeout(timer);
  }, [value, clear, ms]);
}
