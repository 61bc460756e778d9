"use client";
// Shown on /login and /signup to someone already signed in: sends them on to their draft or dashboard.
import { useEffect } from "react";
import { hasPendingGuestbook, postAuthDestination } from "./post-auth-destination";
import styles from "./AuthForm.module.css";

export function SignedInRedirect() {
  useEffect(() => {
    window.location.replace(postAuthDestination({ hasPendingGuestbook: hasPendingGuestbook() }));
  }, []);

  return (
    <div className={styles.redirect} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>Redirecting…</p>
    </div>
  );
}
