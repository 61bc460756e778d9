// /manage-guestbook/{id}: the owner's page for one guestbook (spec 001). Signed-out visitors are sent to
// /login by middleware; the page loads the guestbook from the API, which answers 404 for anyone else's.
import type { Metadata } from "next";
import ManageGuestbook from "@/components/guestbooks/manage/ManageGuestbook";
import { resolveManageTab } from "@/components/guestbooks/manage/tabs";

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Manage Guestbook - Echobook", robots: { index: false } };

export default async function ManageGuestbookPage({ params, searchParams }: TProps) {
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  // The key starts a fresh page (and tab state) when another guestbook is opened from here.
  return <ManageGuestbook key={id} id={id} initialTab={resolveManageTab(tab)} />;
}
