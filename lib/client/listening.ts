// The listening page's calls in the browser (lib/client/api.ts): the next page of messages.
import type { TListeningView } from "@/lib/listening/listening-view";
import { apiJson } from "./api";

/** The page of messages after `cursor` (GET /api/listen/{token}?cursor=). */
export function fetchListeningPage(token: string, cursor: string): Promise<TListeningView> {
  return apiJson<TListeningView>(`/api/listen/${encodeURIComponent(token)}?${new URLSearchParams({ cursor })}`);
}
