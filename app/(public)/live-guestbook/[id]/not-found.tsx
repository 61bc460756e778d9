// A QR code or link to a guestbook that does not exist (or was deleted).
import Link from "next/link";
import Logo from "@/components/site/Logo";
import GuestbookNotFound from "@/components/guestbooks/live/GuestbookNotFound";

export default function LiveGuestbookNotFound() {
  return (
    <>
      <div className="container">
        <Logo fullLoad />
      </div>
      <GuestbookNotFound>
        <Link href="/" className="btn btn-primary">
          Go to the home page
        </Link>
      </GuestbookNotFound>
    </>
  );
}
