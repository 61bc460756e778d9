// /account-deleted — where the browser goes once an account's deletion was accepted: what happens next.
import type { Metadata } from "next";
import Link from "next/link";
import styles from "@/components/site/legal-page.module.css";

export const metadata: Metadata = { title: "Account deleted - Echobook", robots: { index: false } };

export default function AccountDeletedPage() {
  return (
    <article className={`container ${styles.page}`}>
      <h1>Your account is being deleted</h1>
      <p>
        You have been signed out everywhere. Your guestbooks, recordings, messages, cards and images are being removed now; guests can no longer open your
        guestbooks. Your email address can be used to sign up again straight away.
      </p>
      <p>
        Read what we keep and for how long in our <Link href="/privacy">privacy notice</Link>, or go back to <Link href="/">Echobook</Link>.
      </p>
    </article>
  );
}
