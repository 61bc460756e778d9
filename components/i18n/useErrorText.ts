"use client";
// The server's own `{ error }` texts are English (the specs' error catalogues). A page in English shows
// them as the specs ask; a page in another language shows its own words for the failure instead, so a
// recipient never meets an English sentence in the middle of their language.
import { useCallback } from "react";
import { messageOf } from "@/lib/client/api";
import { DEFAULT_LANGUAGE } from "@/lib/i18n/languages";
import { useLocale } from "./ClientMessages";

export function useErrorText(): (caught: unknown, fallback: string) => string {
  const locale = useLocale();
  return useCallback((caught: unknown, fallback: string) => (locale === DEFAULT_LANGUAGE ? messageOf(caught, fallback) : fallback), [locale]);
}
