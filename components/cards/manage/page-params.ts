import type { TCardTab } from "./ManageCard";

// The props of a card's manage page (/manage-audio-message/{id}, /manage-pro-audio-message/{id}).
export type TManageCardPageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// The card's id and the tab to open: ?tab=settings opens Settings, anything else Details.
export async function manageCardPageParams({ params, searchParams }: TManageCardPageProps): Promise<{ id: string; initialTab: TCardTab }> {
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  return { id, initialTab: tab === "settings" ? "settings" : "details" };
}
