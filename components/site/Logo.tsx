// The Echobook wordmark with its sound-wave mark; always links home. Pages outside the site layout pass
// `fullLoad`: the root layout draws the header only on a full page load, so going home from them must be one.
import Link from "next/link";
import type { MouseEvent } from "react";
import styles from "./Logo.module.css";

type TLogoProps = { tone?: "dark" | "light"; fullLoad?: boolean; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };

export default function Logo({ tone = "dark", fullLoad = false, onClick }: TLogoProps) {
  const Anchor = fullLoad ? "a" : Link;
  return (
    <Anchor href="/" className={`${styles.logo} ${tone === "light" ? styles.light : ""}`} onClick={onClick}>
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
    </Anchor>
  );
}
