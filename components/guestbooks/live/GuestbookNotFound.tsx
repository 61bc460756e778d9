// 'Guestbook Not Found' (spec 001 §8) for a missing guestbook, one still waiting for payment, or, on
// the owner's preview, someone else's: the same answer, so ids cannot be probed. Under the logo, with
// the one way on that the page offers.
import Link from "next/link";
import Logo from "@/components/site/Logo";
import screen from "@/components/site/ErrorScreen.module.css";

export default function GuestbookNotFound({ action }: { action: { href: string; label: string } }) {
  return (
    <>
      <div className="container">
        <Logo fullLoad />
      </div>
      <div className={`container ${screen.screen}`}>
        <h1 className={screen.title}>Guestbook Not Found</h1>
        <p className={screen.text}>Check the link or QR code you were given, or ask the host to share it again.</p>
        <div className={screen.actions}>
          <Link href={action.href} className="btn btn-primary">
            {action.label}
          </Link>
        </div>
      </div>
    </>
  );
}
