// /edit-guestbook/{id}: the owner changes a guestbook's details and look; saving returns to /dashboard.
// Signed-out visitors are sent to /login by middleware.
import type { Metadata } from "next";
import EditGuestbook from "./EditGuestbook";

type TProps = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Edit Guestbook - Echobook", robots: { index: false } };

export default async function EditGuestbookPage({ params }: TProps) {
  const { id } = await params;
  return <EditGuestbook key={id} id={id} />;
}
