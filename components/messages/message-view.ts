// Shared by /message/{id} and its embed: the message once per request, and the heading rules, where the
// sender's stored title and name come first and the link's ?title= and ?name= only fill what is missing.
import { cache } from "react";
import { getPublicMessage, messageHeading, type TPublicMessage } from "@/lib/messages/public-message";
import { DEFAULT_MESSAGE_TITLE } from "@/lib/messages/defaults";

export const loadPublicMessage = cache(getPublicMessage);

export type TSearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 120);
  return text || null;
}

export function headingFor(message: TPublicMessage, query: Record<string, string | string[] | undefined>): string {
  const storedTitle = message.title && message.title !== DEFAULT_MESSAGE_TITLE ? message.title : null;
  return messageHeading({ title: storedTitle ?? first(query.title), name: message.name ?? first(query.name) });
}
