// What the Echobook logo shows inside its link home: the sound-wave mark and the wordmark. Shared by
// Logo (the site's header and footer, a client-side link) and PublicLogo (pages outside the site layout).
import styles from "./Logo.module.css";

export function logoClassName(tone: "dark" | "light"): string {
  return `${styles.logo} ${tone === "light" ? styles.light : ""}`;
}

export function LogoMark() {
  return (
    <>
      <svg className={styles.mark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="#fcd300" />
        <g fill="#000">
          <rect x="6.5" y="12" width="3" height="8" rx="1.5" />
          <rect x="11.5" y="8" width="3" height="16" rx="1.5" />
          <rect x="16.5" y="5.5" width="3" height="21" rx="1.5" />
          <rect x="21.5" y="10" width="3" height="12" rx="1.5" />
        </g>
      </svg>
      <span className={styles.word}>Echobook</span>
      <span className="visually-hidden"> home</span>
    </>
  );
}
