"use client";
// 'Please verify your email' on the dashboard while the address is unproven: Resend mails a new link (a
// few an hour); Dismiss hides the notice in this browser (a cookie, so the server does not render it again).
import { useState } from "react";
import { resendVerification } from "@/lib/client/account";
import { messageOf } from "@/lib/client/api";
import { VERIFY_NOTICE_COOKIE } from "./verify-notice-cookie";
import styles from "./Dashboard.module.css";

export function VerifyEmailNotice({ email }: { email: string }) {
  const [hidden, setHidden] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  if (hidden) return null;

  async function resend() {
    setPending(true);
    setMessage(null);
    try {
      setMessage({ text: await resendVerification(), error: false });
    } catch (error) {
      setMessage({ text: messageOf(error, "The link could not be sent. Please try again."), error: true });
    } finally {
      setPending(false);
    }
  }

  function dismiss() {
    document.cookie = `${VERIFY_NOTICE_COOKIE}=1; Path=/dashboard; Max-Age=${30 * 24 * 3600}; SameSite=Lax`;
    setHidden(true);
  }

  return (
    <section className={`alert ${styles.verifyNotice}`} aria-labelledby="verify-email-title">
      <h2 id="verify-email-title" className={styles.verifyTitle}>
        Please verify your email
      </h2>
      <p>
        We sent a link to <strong>{email}</strong>. Follow it to confirm the address is yours.
      </p>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "error-text" : undefined}>
          {message.text}
        </p>
      )}
      <div className={styles.verifyActions}>
        <button type="button" className="btn btn-secondary" onClick={() => void resend()} disabled={pending}>
          {pending ? "Sending..." : "Resend"}
        </button>
        <button type="button" className="btn btn-ghost" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
