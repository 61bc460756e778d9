"use client";
// The app-wide error screen (spec 000 §2). It never shows the error's message or stack.
import styles from "./ErrorScreen.module.css";

export default function ErrorScreen() {
  function goBack() {
    if (window.history.length > 1) window.history.back();
    // A full load: after a crash nothing of this page's state is worth keeping.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    else window.location.assign("/");
  }

  return (
    <div className={`container ${styles.screen}`}>
      <svg className={styles.icon} width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="#fcd300" />
        <path d="M12 6.5v7M12 17h.01" stroke="#000" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>Oops! Something went wrong</h1>
      <p className={styles.text}>Sorry, this page ran into a problem. Refreshing usually fixes it.</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
        <button type="button" className="btn btn-outline" onClick={goBack}>
          Go Back
        </button>
      </div>
    </div>
  );
}
