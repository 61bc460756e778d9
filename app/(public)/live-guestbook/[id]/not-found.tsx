// A QR code or link to a guestbook that does not exist (or was deleted).
import PublicLogo from "@/components/site/PublicLogo";
import GuestbookNotFound from "@/components/guestbooks/live/GuestbookNotFound";
import { FullLoadLink } from "@/components/ui/FullLoadLink";

export default function LiveGuestbookNotFound() {
  return (
    <>
      <div className="container">
        <PublicLogo />
      </div>
      <GuestbookNotFound>
        <FullLoadLink href="/" className="btn btn-primary">
          Go to the home page
        </FullLoadLink>
      </GuestbookNotFound>
    </>
  );
}
