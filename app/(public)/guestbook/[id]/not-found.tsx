// The owner's preview of a guestbook that is missing or belongs to someone else.
import GuestbookNotFound from "@/components/guestbooks/live/GuestbookNotFound";

export default function GuestbookPreviewNotFound() {
  return <GuestbookNotFound action={{ href: "/dashboard", label: "Back to Dashboard" }} />;
}
