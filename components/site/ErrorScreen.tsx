"use client";
// The app-wide error screen (spec 000 §2). It never shows the error's message or stack. Its words come from
// the caller, in the page's language: the catalogue's `shared.errorScreen` (app/error.tsx, the site's
// error.tsx), or the guest page's own (spec 001 §8); `global-error.tsx`, which has no layout, passes its own.
// No catalogue lookup here: this component is in every page's error boundaries, twice, so it stays small.
import styles from "./ErrorScreen.module.css";

export type TErrorScreenWords = { title: string; text: string; retryLabel: string; backLabel: string };

type TProps = TErrorScreenWords & {
  /** Offer Go Back beside the retry. */
  withBack?: boolean;
};

export default function ErrorScreen({ title, text, retryLabel, backLabel, withBack = true }: TProps) {
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
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {/* A full load: the server renders the page again (reset() alone would only retry on the client). */}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {retryLabel}
        </button>
        {withBack && (
          <button type="button" className="btn btn-outline" onClick={goBack}>
            {backLabel}
          </button>
        )}
      </div>
    </div>
  );
}
