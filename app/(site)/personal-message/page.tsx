// /personal-message: the audio card wizard (spec 002). Record and Personalize are open to anyone; the
// Share step needs a login. The query says where the visitor comes back from (sign-in, payment, or a
// card made from guestbook recordings); the wizard restores the take kept on the device.
import type { Metadata } from "next";
import Link from "next/link";
import { firstParam } from "@/components/auth/search-param";
import { CardWizard } from "@/components/cards/wizard/CardWizard";
import { getSessionUser } from "@/lib/auth/session";
import { sitePageMetadata } from "@/lib/seo/site-metadata";
import styles from "./page.module.css";

export const metadata: Metadata = sitePageMetadata({
  path: "/personal-message",
  title: "Create an Audio Card",
  description: "Record a voice message, give it a cover and colours, and share it as an audio card with a link or a QR code.",
});

type TQuery = Record<string, string | string[] | undefined>;
const MESSAGE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export default async function PersonalMessageWizardPage({ searchParams }: { searchParams: Promise<TQuery> }) {
  const [user, query] = await Promise.all([getSessionUser(), searchParams]);
  const messageId = firstParam(query.messageId);
  const fromRecordings = firstParam(query.from_recordings) === "1" && user !== null && messageId !== undefined && MESSAGE_ID.test(messageId);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>Create an Audio Card</h1>
      <p className={styles.intro}>Be Heard. Be Remembered. Record a message, make it yours, and share it with a link or a QR code.</p>
      <CardWizard
        signedIn={user !== null}
        restoreRequested={firstParam(query.restore) === "1"}
        fromPayment={firstParam(query.from_payment) === "1"}
        paymentSessionId={firstParam(query.session_id) ?? null}
        existingMessageId={fromRecordings ? (messageId ?? null) : null}
      />
      <p className={styles.guestbookLink}>
        <Link href="/create-guestbook">Looking to create an audio guestbook instead?</Link>
      </p>
    </div>
  );
}
