// A QR code or link to a guestbook that does not exist (or was deleted), in the guest's language.
import GuestbookNotFound from "@/components/guestbooks/live/GuestbookNotFound";

export default function LiveGuestbookNotFound() {
  return <GuestbookNotFound />;
}
