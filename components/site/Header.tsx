"use client";
// The sticky site header: logo, section links, and Sign In or the user menu; a hamburger below 768px.
import Link from "next/link";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import Logo from "./Logo";
import MobileMenu from "./MobileMenu";
import NavLinks from "./NavLinks";
import { isPlainClick, scrollToSection } from "./scroll-to-section";
import { useActiveSection } from "./use-active-section";
import UserMenu from "./UserMenu";
import styles from "./Header.module.css";

export type THeaderUser = { email: string; isAdmin: boolean };

export default function Header({ user }: { user: THeaderUser | null }) {
  const pathname = usePathname();
  const onHome = pathname === "/";
  const activeSection = useActiveSection(onHome);

  function onLogoClick(event: MouseEvent<HTMLAnchorElement>) {
    if (onHome && isPlainClick(event) && scrollToSection("top")) event.preventDefault();
  }

  return (
    // English words, so English's direction too, inside a page in any language (see Footer).
    <header className={styles.header} lang="en" dir="ltr">
      <div className={`container ${styles.bar}`}>
        <Logo onClick={onLogoClick} />
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavLinks signedIn={user !== null} activeSection={activeSection} variant="bar" />
        </nav>
        <div className={styles.actions}>
          {user ? (
            <UserMenu email={user.email} isAdmin={user.isAdmin} />
          ) : (
            <Link href="/login" className="btn btn-secondary btn-sm">
              Sign In
            </Link>
          )}
        </div>
        <MobileMenu email={user?.email ?? null} isAdmin={user?.isAdmin ?? false} activeSection={activeSection} />
      </div>
    </header>
  );
}
