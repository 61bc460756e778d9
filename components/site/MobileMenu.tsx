"use client";
// The small-screen navigation: a hamburger disclosure opening a panel with the links and account actions.
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { AlertText } from "@/components/ui/AlertText";
import { logOutOrSayWhy } from "./log-out";
import NavLinks from "./NavLinks";
import type { TLandingSection } from "./nav-items";
import styles from "./Header.module.css";

type TProps = { email: string | null; isAdmin: boolean; activeSection: TLandingSection | null };

export default function MobileMenu({ email, isAdmin, activeSection }: TProps) {
  const [open, setOpen] = useState(false);
  const [logoutFailure, setLogoutFailure] = useState<string | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`icon-btn ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">Menu</span>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label="Main menu">
          <NavLinks signedIn={email !== null} activeSection={activeSection} variant="panel" onNavigate={close} />
        </nav>
        <div className={styles.panelAccount}>
          {email ? (
            <>
              <p className={styles.panelEmail}>
                Signed in as <strong>{email}</strong>
              </p>
              <Link href="/dashboard?tab=settings" className={styles.link} onClick={close}>
                Account Settings
              </Link>
              {isAdmin ? (
                <>
                  <Link href="/admin/blog" className={styles.link} onClick={close}>
                    Blog Posts
                  </Link>
                  <Link href="/admin/messages" className={styles.link} onClick={close}>
                    Messages
                  </Link>
                </>
              ) : null}
              <button type="button" className="btn btn-outline btn-block" onClick={() => void logOutOrSayWhy().then(setLogoutFailure)}>
                Sign out
              </button>
              <AlertText message={logoutFailure} />
            </>
          ) : (
            <Link href="/login" className="btn btn-secondary btn-block" onClick={close}>
              Sign In
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
