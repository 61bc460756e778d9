"use client";
// An accessible modal on the native <dialog>: labelled by its title, focus kept inside and returned to
// the opener, Escape and a backdrop click close it. It mounts only while open (so forms start fresh),
// in a portal on <body> so it never inherits the colours of the section that opened it.
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslations } from "@/components/i18n/ClientMessages";

type TModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Read out with the title when the dialog opens. */
  description?: string;
  children: ReactNode;
  className?: string;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function Modal({ open, onClose, title, description, children, className = "" }: TModalProps) {
  const t = useTranslations("shared");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // Start on the field marked data-autofocus rather than on the close button.
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  }

  if (!open) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`modal ${className}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The browser may close the dialog itself (e.g. a repeated Escape); keep the parent's state in step.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      onKeyDown={keepFocusInside}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        if (pointerDownOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-header">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <button type="button" className="icon-btn" aria-label={t("dialog.close")} onClick={onClose}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="modal-body">
        {description && (
          <p id={descriptionId} className="hint">
            {description}
          </p>
        )}
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
