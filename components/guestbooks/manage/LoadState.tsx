"use client";
// What the owner pages show instead of a guestbook: a progress line while it loads, 'Guestbook Not Found'
// for a missing one (or another user's), and 'Error Loading Content' with a retry when the request failed.
import Link from "next/link";
import { Spinner } from "@/components/ui/Spinner";
import GuestbookNotFound from "./GuestbookNotFound";
import type { TGuestbookLoad } from "./useGuestbook";
import styles from "./Manage.module.css";

type TProps = { load: Exclude<TGuestbookLoad, { status: "ready" }>; onRetry(): void };

export default function LoadState({ load, onRetry }: TProps) {
  if (load.status === "loading") {
    return (
      <div className={styles.state}>
        <p role="status" className={styles.muted}>
          <Spinner /> Loading guestbook…
        </p>
      </div>
    );
  }
  if (load.status === "not-found") return <GuestbookNotFound />;
  return (
    <div className={styles.state}>
      <h1 className={styles.stateTitle}>Error Loading Content</h1>
      <p className={styles.muted} role="alert">
        Failed to fetch guestbook
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try Again
        </button>
        <Link href="/dashboard" className="btn btn-outline">
          Back to Dashboard
        </Link>
      </div>
    </div>
  );
}
