// The owner's preview of a guestbook that is missing or belongs to someone else.
import Link from "next/link";
import Logo from "@/components/site/Logo";
import GuestbookNotFound from "@/components/guestbooks/live/GuestbookNotFound";

export default function GuestbookPreviewNotFound() {
  return (
    <>
      <div className="container">
        <Logo fullLoad />
      </div>
      <GuestbookNotFound>
        <Link href="/dashboard" className="btn btn-primary">
          Back to Dashboard
        </Link>
      </GuestbookNotFound>
    </>
  );
}
