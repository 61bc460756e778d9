"use client";
// A button that opens the Contact Us dialog; used by the footer and the Corporate plan's Contact Sales.
import { useState } from "react";
import ContactModal from "./ContactModal";

export default function ContactButton({ label, className }: { label: string; className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <ContactModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
