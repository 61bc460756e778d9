"use client";
// The contact messages with a Mark handled / Mark unhandled button each; replying is a mailto: link.
import { useState } from "react";
import { messageOf } from "@/lib/client/api";
import { markContactMessage } from "@/lib/client/site";
import type { TContactMessageRow } from "@/lib/contact/contact-messages";
import styles from "../blog/admin-blog.module.css";

export function ContactMessageList({ initialMessages }: { initialMessages: TContactMessageRow[] }) {
  const [messages, setMessages] = useState(initialMessages);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function mark(id: string, handled: boolean) {
    setPending(id);
    setError(null);
    try {
      const message = await markContactMessage(id, handled);
      setMessages((current) => current.map((row) => (row.id === id ? message : row)));
    } catch (failure) {
      setError(messageOf(failure, "The message could not be updated. Please try again."));
    } finally {
      setPending(null);
    }
  }

  const open = messages.filter((row) => !row.handledAt).length;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.heading}>
        <h1>Messages</h1>
        <p>{open === 1 ? "1 message to answer" : `${open} messages to answer`}</p>
      </div>
      {error && (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      )}
      {messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ul className={styles.list}>
          {messages.map((row) => (
            <li key={row.id} className={`card ${styles.row}`}>
              <div className={styles.rowText}>
                <h2 style={{ fontSize: "1.0625rem", margin: 0 }}>
                  {row.name} · <a href={`mailto:${row.email}`}>{row.email}</a>
                </h2>
                <p style={{ margin: "4px 0", color: "var(--color-text-muted)", fontSize: "0.875rem" }}>
                  <time dateTime={row.createdAt}>{new Date(row.createdAt).toUTCString()}</time>
                  {row.handledAt ? " · handled" : " · not handled yet"}
                </p>
                <p style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 }}>{row.message}</p>
              </div>
              <button
                type="button"
                className={row.handledAt ? "btn btn-outline" : "btn btn-primary"}
                style={{ minHeight: 44 }}
                disabled={pending === row.id}
                onClick={() => void mark(row.id, !row.handledAt)}
              >
                {pending === row.id ? "Saving..." : row.handledAt ? "Mark unhandled" : "Mark handled"}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
