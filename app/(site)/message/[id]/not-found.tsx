"use client";
// A link to a message that does not exist (or was mistyped): the spec's error text, with the id asked for.
import Link from "next/link";
import { useParams } from "next/navigation";
import styles from "@/components/messages/MessagePage.module.css";

export default function MessageNotFound() {
  const params = useParams<{ id?: string }>();
  const id = params?.id ? decodeURIComponent(params.id) : "";
  return (
    <div className={`container ${styles.page}`}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.heading}>We couldn&apos;t find this message</h1>
        <p role="alert" className="error-text">
          Message not found: 404
        </p>
        {id ? <p className={styles.muted}>ID: {id}</p> : <p className={styles.muted}>No message ID provided</p>}
        <p>Check the link you were sent, or ask the sender to share it again.</p>
        <Link href="/record" className="btn btn-primary">
          Record your own message
        </Link>
      </div>
    </div>
  );
}
