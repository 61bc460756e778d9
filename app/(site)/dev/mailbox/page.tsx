// /dev/mailbox — the local mailbox where mails go when no mail server is configured (development, a
// loopback APP_URL, or MAIL_MODE=outbox): newest first, each mail's HTML in a sandboxed frame (no
// scripts, no access to this page; its links open in a new tab). 404 anywhere else, and to a request
// not made on this machine (lib/http/local-request.ts).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { headers } from "next/headers";
import { connection } from "next/server";
import { mailboxOpenTo } from "@/lib/mail/mail-mode";
import { listMailbox } from "@/lib/mail/mailbox";
import styles from "./mailbox.module.css";

export const metadata: Metadata = { title: "Local mailbox - Echobook", robots: { index: false, follow: false } };

// Links in a mail open in a new tab: a sandboxed frame may open popups that escape its sandbox, but never navigates this page.
function framed(html: string): string {
  return html.replace(/<head>/i, '<head><base target="_blank">');
}

export default async function MailboxPage() {
  await connection();
  if (!mailboxOpenTo(await headers())) notFound();
  const messages = await listMailbox();
  return (
    <div className={`container ${styles.page}`}>
      <h1>Local mailbox</h1>
      <p className={styles.intro}>
        No mail server is configured (SMTP_URL), so the mails this app sends are kept here instead, newest first. Set SMTP_URL to send real mail.
      </p>
      {messages.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => (
            <li key={message.id} className={styles.mail}>
              <details>
                <summary className={styles.summary}>
                  <span className={styles.subject}>{message.subject}</span>
                  <span className={styles.meta}>
                    To {message.to} · <time dateTime={message.createdAt}>{new Date(message.createdAt).toUTCString()}</time>
                  </span>
                </summary>
                <iframe
                  title={`Mail: ${message.subject}`}
                  className={styles.frame}
                  sandbox="allow-popups allow-popups-to-escape-sandbox"
                  srcDoc={framed(message.html)}
                />
              </details>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
