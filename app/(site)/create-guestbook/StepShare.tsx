"use client";
// Step 3: the guestbook exists. Links to it and to the dashboard, its details (editable), the host's greeting,
// what to do next, and the share box (link, QR code captioned 'SCAN TO LISTEN', social buttons).
import Link from "next/link";
import GreetingEditor from "@/components/guestbooks/GreetingEditor";
import { ShareLink } from "@/components/share/ShareLink";
import { SocialShareButtons } from "@/components/share/SocialShareButtons";
import { QR_LISTEN_TEXT } from "@/lib/qr/settings";
import type { TCreatedGuestbook } from "@/lib/client/guestbooks";
import { GuestbookDetails } from "./GuestbookDetails";
import styles from "./share.module.css";

export function StepShare({ guestbook, onChange }: { guestbook: TCreatedGuestbook; onChange(guestbook: TCreatedGuestbook): void }) {
  return (
    <div className={styles.share}>
      <p className={styles.success}>Guestbook Created Successfully!</p>
      <div className={styles.links}>
        <a className="btn btn-primary" href={guestbook.publicUrl} target="_blank" rel="noopener noreferrer">
          View Guestbook<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <Link className="btn btn-outline" href="/dashboard?from_creation=true">
          View Dashboard
        </Link>
      </div>
      <GuestbookDetails guestbook={guestbook} onChange={onChange} />
      <GreetingEditor guestbookId={guestbook.id} headingLevel={3} />
      <section aria-labelledby="next-steps-heading">
        <h3 id="next-steps-heading" className={styles.sectionTitle}>
          Next Steps
        </h3>
        <ol className={styles.nextSteps}>
          <li>Share the link with your guests by message, email or social media.</li>
          <li>Print the QR code and put it where guests will see it at the event.</li>
          <li>Listen to the recordings as they come in from your dashboard.</li>
        </ol>
      </section>
      <section aria-labelledby="share-heading">
        <h3 id="share-heading" className={styles.sectionTitle}>
          Share your guestbook
        </h3>
        <ShareLink url={guestbook.publicUrl} qrText={QR_LISTEN_TEXT} qrFileName={`echobook-guestbook-${guestbook.id}-qr`}>
          <SocialShareButtons url={guestbook.publicUrl} text={`Leave a voice message in "${guestbook.name}" on Echobook!`} />
        </ShareLink>
      </section>
    </div>
  );
}
