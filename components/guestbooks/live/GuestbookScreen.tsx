// A guest page's screen in place of the guestbook (not found, or not loaded): the logo, a heading, one
// line in the spec's words and the way on.
import type { ReactNode } from "react";
import PublicLogo from "@/components/site/PublicLogo";
import screen from "@/components/site/ErrorScreen.module.css";

export function GuestbookScreen({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <>
      <div className="container">
        <PublicLogo />
      </div>
      <div className={`container ${screen.screen}`}>
        <h1 className={screen.title}>{title}</h1>
        <p className={screen.text}>{text}</p>
        <div className={screen.actions}>{children}</div>
      </div>
    </>
  );
}
