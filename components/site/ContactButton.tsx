"use client";
// A button that opens the Contact Us dialog; used by the footer and the Corporate plan's Contact Sales.
// The dialog's form (its checks, the API client) is in a chunk of its own, asked for when a pointer or
// the keyboard reaches the button and shown once it is there: every page of the site has this footer,
// and most visitors never open it.
import dynamic from "next/dynamic";
import { useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import styles from "./ContactButton.module.css";

const loadContactModal = () => import("./ContactModal");

const ContactModal = dynamic(loadContactModal, {
  ssr: false,
  loading: () => (
    <p className={styles.opening} role="status">
      <Spinner /> Opening…
    </p>
  ),
});

export default function ContactButton({ label, className }: { label: string; className: string }) {
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadContactModal().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && <ContactModal open onClose={() => setOpen(false)} />}
    </>
  );
}
