// /edit-guestbook/{id}: the owner (or a co-host, short of the tier) changes a guestbook's details and look; saving returns to /dashboard.
// The guestbook is read on the server; another user's or a missing id is the 404 page.
import type { Metadata } from "next";
import { loadOwnerGuestbook } from "@/lib/guestbooks/owner-page";
import EditGuestbook from "./EditGuestbook";

type TProps = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Edit Guestbook - Echobook", robots: { index: false } };

export default async function EditGuestbookPage({ params }: TProps) {
  const { id } = await params;
  const { guestbook, role } = await loadOwnerGuestbook(id);
  return <EditGuestbook key={id} id={id} initialGuestbook={guestbook} isOwner={role === "owner"} />;
}
