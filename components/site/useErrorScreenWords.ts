"use client";
// The error screen's own words in the page's language (the root layout's `shared` words).
import { useTranslations } from "@/components/i18n/ClientMessages";
import type { TErrorScreenWords } from "./ErrorScreen";

export function useErrorScreenWords(): TErrorScreenWords {
  const t = useTranslations("shared");
  return { title: t("errorScreen.title"), text: t("errorScreen.text"), retryLabel: t("errorScreen.retry"), backLabel: t("errorScreen.back") };
}
