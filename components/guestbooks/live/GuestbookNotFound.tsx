// 'Guestbook Not Found' (spec 001 §8) for a missing guestbook, one still waiting for payment, or, on
// the owner's preview, someone else's: the same answer, so ids cannot be probed.
import type { ReactNode } from "react";
import screen from "@/components/site/ErrorScreen.module.css";

export default function GuestbookNotFound({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${screen.screen}`}>
      <h1 className={screen.title}>Guestbook Not Found</h1>
      <p className={screen.text}>Check the link or QR code you were given, or ask the host to share it again.</p>
      <div className={screen.actions}>{children}</div>
    </div>
  );
}
