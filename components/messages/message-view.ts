// Shared by /message/{id} and its embed: the message once per request, and the heading rules, where the
// sender's stored title and name come first and the link's ?title= and ?name= only fill what is missing;
// a heading the sender did not write is in the page's language.
import { cache } from "react";
import { getLocale } from "next-intl/server";
import { getPublicMessage, messageHeading, type TPublicMessage } from "@/lib/messages/public-message";
import { messageWords, type TMessageWords } from "@/lib/messages/message-words";
import { isLanguage } from "@/lib/i18n/languages";
import { DEFAULT_MESSAGE_TITLE } from "@/lib/constants/messages";

const loadPublicMessage = cache(getPublicMessage);

type TQuery = Record<string, string | string[] | undefined>;

export type TMessagePageProps = { params: Promise<{ id: string }>; searchParams: Promise<TQuery> };

function first(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 120);
  return text || null;
}

function headingFor(message: TPublicMessage, query: TQuery, words: TMessageWords): string {
  const storedTitle = message.title && message.title !== DEFAULT_MESSAGE_TITLE ? message.title : null;
  return messageHeading({ title: storedTitle ?? first(query.title), name: message.name ?? first(query.name) }, words.heading);
}

/** The page's words in the language it renders in (i18n/request.ts). */
export async function pageMessageWords(): Promise<TMessageWords> {
  const locale = await getLocale();
  return messageWords(isLanguage(locale) ? locale : "en");
}

/** The message a page's address names, with its heading in the page's language; null when there is no such message. */
export async function loadMessageView({ params, searchParams }: TMessagePageProps) {
  const [{ id }, query, words] = await Promise.all([params, searchParams, pageMessageWords()]);
  const message = await loadPublicMessage(id);
  return message && { message, heading: headingFor(message, query, words), words };
}
