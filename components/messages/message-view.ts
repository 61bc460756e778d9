// Shared by /message/{id} and its embed: the message once per request, and the heading rules, where the
// sender's stored title and name come first and the link's ?title= and ?name= only fill what is missing.
import { cache } from "react";
import { getPublicMessage, messageHeading, type TPublicMessage } from "@/lib/messages/public-message";
import { DEFAULT_MESSAGE_TITLE } from "@/lib/constants/messages";

const loadPublicMessage = cache(getPublicMessage);

type TQuery = Record<string, string | string[] | undefined>;

export type TMessagePageProps = { params: Promise<{ id: string }>; searchParams: Promise<TQuery> };

function first(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 120);
  return text || null;
}

function headingFor(message: TPublicMessage, query: TQuery): string {
  const storedTitle = message.title && message.title !== DEFAULT_MESSAGE_TITLE ? message.title : null;
  return messageHeading({ title: storedTitle ?? first(query.title), name: message.name ?? first(query.name) });
}

/** The message a page's address names, with its heading; null when there is no such message. */
export async function loadMessageView({ params, searchParams }: TMessagePageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const message = await loadPublicMessage(id);
  return message && { message, heading: headingFor(message, query) };
}
