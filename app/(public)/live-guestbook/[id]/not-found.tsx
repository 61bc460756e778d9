// A QR code or link to a guestbook that does not exist (or was deleted).
import GuestbookNotFound from "@/components/guestbooks/live/GuestbookNotFound";

export default function LiveGuestbookNotFound() {
  return <GuestbookNotFound action={{ href: "/", label: "Go to the home page" }} />;
}
