"use client";
// The app-wide error screen (spec 000 §2). It never shows the error's message or stack. A page with words
// of its own in the specs passes them (the guest page: spec 001 §8). Its own words are the catalogue's
// `shared.errorScreen` in the page's language (the root layout's `shared` words); `global-error.tsx`,
// which has no layout, passes them all.
import { useTranslations } from "@/components/i18n/ClientMessages";
import styles from "./ErrorScreen.module.css";

type TProps = {
  title?: string;
  text?: string;
  retryLabel?: string;
  backLabel?: string;
  /** Offer Go Back beside the retry. */
  withBack?: boolean;
};

export default function ErrorScreen(props: TProps) {
  const t = useTranslations("shared");
  const given = (value: string | undefined, key: string) => value ?? t(`errorScreen.${key}`);
  const { withBack = true } = props;

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
      <h1 className={styles.title}>{given(props.title, "title")}</h1>
      <p className={styles.text}>{given(props.text, "text")}</p>
      <div className={styles.actions}>
        {/* A full load: the server renders the page again (reset() alone would only retry on the client). */}
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {given(props.retryLabel, "retry")}
        </button>
        {withBack && (
          <button type="button" className="btn btn-outline" onClick={goBack}>
            {given(props.backLabel, "back")}
          </button>
        )}
      </div>
    </div>
  );
}
