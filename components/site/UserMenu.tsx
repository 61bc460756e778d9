"use client";
// The signed-in user's menu (WAI-ARIA menu button): arrows move, Escape closes and returns focus.
import Link from "next/link";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { AlertText } from "@/components/ui/AlertText";
import { logOutOrSayWhy } from "./log-out";
import styles from "./UserMenu.module.css";

export default function UserMenu({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const [logoutFailure, setLogoutFailure] = useState<string | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menuItems(menuRef.current)[0]?.focus();
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  function closeAndFocusButton() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(index + 1);
    else if (event.key === "ArrowUp") moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(items.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      closeAndFocusButton();
    } else if (event.key === "Tab") setOpen(false);
  }

  return (
    <div ref={containerRef} className={styles.wrapper}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        title={email}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.avatar} aria-hidden="true">
          {email.charAt(0).toUpperCase()}
        </span>
        <span className="visually-hidden">Account menu for </span>
        <span className={styles.email}>{email}</span>
        <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <div className={styles.panel}>
          <p className={styles.signedInAs}>
            Signed in as
            <span className={styles.panelEmail}>{email}</span>
          </p>
          <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} onKeyDown={onMenuKeyDown}>
            <li role="none">
              <Link role="menuitem" tabIndex={-1} href="/dashboard?tab=settings" className={styles.item} onClick={() => setOpen(false)}>
                Account Settings
              </Link>
            </li>
            {isAdmin ? (
              <>
                <li role="none">
                  <Link role="menuitem" tabIndex={-1} href="/admin/blog" className={styles.item} onClick={() => setOpen(false)}>
                    Blog Posts
                  </Link>
                </li>
                <li role="none">
                  <Link role="menuitem" tabIndex={-1} href="/admin/messages" className={styles.item} onClick={() => setOpen(false)}>
                    Messages
                  </Link>
                </li>
              </>
            ) : null}
            <li role="none">
              <button role="menuitem" tabIndex={-1} type="button" className={styles.item} onClick={() => void logOutOrSayWhy().then(setLogoutFailure)}>
                Log out
              </button>
            </li>
          </ul>
        </div>
      )}
      <AlertText message={logoutFailure} />
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}
