"use client";
// The browser's side of the catalogue: a page's server component hands its client code the namespaces it
// needs (lib/i18n/pick-messages.ts), compiled at build time by next-intl's plugin (next.config.js), and
// `useTranslations` formats them with icu-minify, next-intl's own formatter for compiled messages.
// Not next-intl's NextIntlClientProvider: its client runtime (about 6 KB compressed: formatters for
// numbers, dates, lists, error reporting) does not fit the guest page's 150 KB (docs/decisions/languages.md).
import format, { type CompiledMessage, type FormatValues } from "icu-minify/format";
import { cloneElement, createContext, isValidElement, useContext, useMemo, type ReactNode } from "react";

type TCatalogue = { [key: string]: CompiledMessage | TCatalogue };
type TContext = { locale: string; messages: TCatalogue };

const MessagesContext = createContext<TContext>({ locale: "en", messages: {} });

/** Adds `messages` to those of an enclosing ClientMessages (the root layout's shared words), in `locale`. */
export function ClientMessages({ locale, messages, children }: { locale: string; messages: object; children: ReactNode }) {
  const outer = useContext(MessagesContext).messages;
  const value = useMemo(() => ({ locale, messages: { ...outer, ...(messages as TCatalogue) } }), [locale, messages, outer]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

type TValues = Record<string, string | number>;
type TRichValues = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;
export type TTranslate = ((key: string, values?: TValues) => string) & { rich: (key: string, values: TRichValues) => ReactNode };

/** The page's language, as the server chose it. */
export function useLocale(): string {
  return useContext(MessagesContext).locale;
}

/** `t(key, values)` for a namespace of the catalogue, and `t.rich` for messages with tags (<link>…</link>). */
export function useTranslations(namespace: string): TTranslate {
  const { locale, messages } = useContext(MessagesContext);
  return useMemo(() => {
    const find = (key: string): CompiledMessage | undefined => {
      let node: CompiledMessage | TCatalogue | undefined = messages[namespace];
      for (const part of key.split(".")) node = node && typeof node === "object" && !Array.isArray(node) ? node[part] : undefined;
      return typeof node === "string" || Array.isArray(node) ? (node as CompiledMessage) : undefined;
    };
    const run = (key: string, values: FormatValues<ReactNode> | undefined) => {
      const message = find(key);
      // A missing message shows its key, as next-intl does, rather than breaking the page.
      return message === undefined ? `${namespace}.${key}` : format<ReactNode>(message, locale, values, { formatters });
    };
    const rich = (key: string, values: TRichValues): ReactNode => {
      const out = run(key, values as FormatValues<ReactNode>);
      return Array.isArray(out) ? out.map((part, index) => (isValidElement(part) ? cloneElement(part, { key: index }) : part)) : out;
    };
    const plain = (key: string, values?: TValues): string => {
      const out = run(key, values);
      return Array.isArray(out) ? out.join("") : String(out);
    };
    return Object.assign(plain, { rich });
  }, [locale, messages, namespace]);
}
