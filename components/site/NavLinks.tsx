"use client";
// The section links (and Dashboard when signed in), shared by the desktop bar and the mobile panel.
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import { NAV_ITEMS, type TLandingSection } from "./nav-items";
import { isPlainClick, scrollToSection } from "./scroll-to-section";
import styles from "./Header.module.css";

type TProps = {
  signedIn: boolean;
  activeSection: TLandingSection | null;
  variant: "bar" | "panel";
  onNavigate?: () => void;
};

export default function NavLinks({ signedIn, activeSection, variant, onNavigate }: TProps) {
  const pathname = usePathname();
  const onHome = pathname === "/";
  const onDashboard = pathname === "/dashboard" || pathname.startsWith("/dashboard/");

  function handleSectionClick(event: MouseEvent<HTMLAnchorElement>, section: TLandingSection) {
    onNavigate?.();
    if (onHome && isPlainClick(event) && scrollToSection(section)) event.preventDefault();
  }

  return (
    <ul className={variant === "bar" ? styles.barList : styles.panelList}>
      {NAV_ITEMS.map((item) => (
        <li key={item.section}>
          <Link
            href={item.href}
            className={styles.link}
            aria-current={onHome && activeSection === item.section ? "location" : undefined}
            onClick={(event) => handleSectionClick(event, item.section)}
          >
            {item.label}
          </Link>
        </li>
      ))}
      {signedIn && (
        <li>
          <Link href="/dashboard" className={styles.link} aria-current={onDashboard ? "page" : undefined} onClick={onNavigate}>
            Dashboard
          </Link>
        </li>
      )}
    </ul>
  );
}
