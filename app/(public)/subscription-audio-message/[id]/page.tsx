// /subscription-audio-message/{id}: the pro card's link as the dashboard names it (spec 002), moved for
// good to the card's page /audio/{id}, with its query. An id that cannot be a card's is the 404 page.
import { notFound, permanentRedirect } from "next/navigation";
import { proCardPagePath } from "@/lib/constants/pro-cards";
import { ZProCardId } from "@/lib/validation/pro-cards";

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SubscriptionAudioMessageRedirect({ params, searchParams }: TProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  if (!ZProCardId.safeParse(id).success) notFound();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value ?? []].flat()) search.append(key, item);
  const rest = search.size > 0 ? `?${search}` : "";
  permanentRedirect(`${proCardPagePath(id)}${rest}`);
}
