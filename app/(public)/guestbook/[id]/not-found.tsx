// The owner's preview of a guestbook that is missing or belongs to someone else.
import Link from "next/link";
import PublicLogo from "@/components/site/PublicLogo";
import GuestbookNotFound from "@/components/guestbooks/live/GuestbookNotFound";

export default function GuestbookPreviewNotFound() {
  return (
    <>
      <div className="container">
        <PublicLogo />
      </div>
      <GuestbookNotFound>
        <Link href="/dashboard" className="btn btn-primary">
          Back to Dashboard
        </Link>
      </GuestbookNotFound>
    </>
  );
}
