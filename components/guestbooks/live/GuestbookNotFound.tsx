// 'Guestbook Not Found' (spec 001 §8) for a missing guestbook, one still waiting for payment, or, on
// the owner's preview, someone else's: the same answer, so ids cannot be probed. With the one way on
// that the page offers.
import { FullLoadLink } from "@/components/ui/FullLoadLink";
import { GuestbookScreen } from "./GuestbookScreen";

export default function GuestbookNotFound({ action }: { action: { href: string; label: string } }) {
  return (
    <GuestbookScreen title="Guestbook Not Found" text="Check the link or QR code you were given, or ask the host to share it again.">
      <FullLoadLink href={action.href} className="btn btn-primary">
        {action.label}
      </FullLoadLink>
    </GuestbookScreen>
  );
}
