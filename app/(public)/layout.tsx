// Pages outside the site layout (spec 000 §2 "Outside the layout", spec 001 /live-guestbook, spec 002
// /audio and the public card pages), the owner's preview of the guest page, the pre-release gate, and the
// players other sites frame. No header
// or footer, not even hidden ones, so a guest's phone never downloads the header's code.
import type { ReactNode } from "react";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
