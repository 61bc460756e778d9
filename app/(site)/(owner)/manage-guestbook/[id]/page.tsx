// /manage-guestbook/{id}: the owner's (or a co-host's) page for one guestbook (spec 001). The guestbook and its recordings
// are read on the server and handed down; another user's or a missing id is the 404 page.
import type { Metadata } from "next";
import ManageGuestbook from "@/components/guestbooks/manage/ManageGuestbook";
import { resolveManageTab } from "@/components/guestbooks/manage/tabs";
import { loadOwnerGuestbook } from "@/lib/guestbooks/owner-page";
import { readListeningLink } from "@/lib/listening/listening-link";
import { listRecordingsJson } from "@/lib/recordings/list-recordings";
import { readWallLink } from "@/lib/wall/wall-link";

type TProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: "Manage Guestbook - Echobook", robots: { index: false } };

export default async function ManageGuestbookPage({ params, searchParams }: TProps) {
  const [{ id }, { tab }] = await Promise.all([params, searchParams]);
  const { guestbook, role } = await loadOwnerGuestbook(id);
  const [recordings, listeningLink, wallLink] = await Promise.all([
    listRecordingsJson(guestbook.id),
    readListeningLink(guestbook.id),
    readWallLink(guestbook.id),
  ]);
  // The key starts a fresh page (and tab state) when another guestbook is opened from here.
  return (
    <ManageGuestbook
      key={id}
      id={id}
      initialTab={resolveManageTab(tab)}
      initialGuestbook={guestbook}
      initialRecordings={recordings}
      initialListeningLink={listeningLink}
      isOwner={role === "owner"}
      initialWallLink={wallLink}
    />
  );
}
