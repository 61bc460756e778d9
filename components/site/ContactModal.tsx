"use client";
// The Contact Us dialog (spec 000 §2): Name, Email and Message, all required; sending is simulated.
import { useEffect, useRef, useState, type FormEvent } from "react";
import Modal from "@/components/ui/Modal";
import {
  CONTACT_CLOSE_AFTER_MS,
  CONTACT_FIELDS,
  sendContactMessage,
  validateContact,
  type TContactErrors,
  type TContactValues,
} from "./contact-form";
import styles from "./ContactModal.module.css";

type TStatus = "idle" | "sending" | "sent" | "failed";

export default function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Contact Us" description="Send us a message and we'll get back to you.">
      <ContactForm onDone={onClose} />
    </Modal>
  );
}

function ContactForm({ onDone }: { onDone: () => void }) {
  const [errors, setErrors] = useState<TContactErrors>({});
  const [status, setStatus] = useState<TStatus>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const mounted = useRef(true);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(closeTimer.current);
    };
  }, []);

  const busy = status === "sending" || status === "sent";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? "")])) as TContactValues;
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setStatus("sending");
    try {
      await sendContactMessage();
      if (!mounted.current) return;
      setStatus("sent");
      closeTimer.current = setTimeout(onDone, CONTACT_CLOSE_AFTER_MS);
    } catch {
      if (mounted.current) setStatus("failed");
    }
  }

  function clearError(field: keyof TContactValues) {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  const fieldProps = (field: keyof TContactValues) => ({
    id: `contact-${field}`,
    name: field,
    required: true,
    className: "input",
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
    onInput: () => clearError(field),
  });

  const fieldError = (field: keyof TContactValues) =>
    errors[field] && (
      <p id={`contact-${field}-error`} className="error-text">
        {errors[field]}
      </p>
    );

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <div className="field">
        <label className="label" htmlFor="contact-name">
          Name<span className="required" aria-hidden="true">*</span>
        </label>
        <input {...fieldProps("name")} type="text" autoComplete="name" data-autofocus />
        {fieldError("name")}
      </div>
      <div className="field">
        <label className="label" htmlFor="contact-email">
          Email<span className="required" aria-hidden="true">*</span>
        </label>
        <input {...fieldProps("email")} type="email" autoComplete="email" inputMode="email" />
        {fieldError("email")}
      </div>
      <div className="field">
        <label className="label" htmlFor="contact-message">
          Message<span className="required" aria-hidden="true">*</span>
        </label>
        <textarea {...fieldProps("message")} rows={5} placeholder="How can we help you?" />
        {fieldError("message")}
      </div>
      <div className={styles.status} aria-live="polite">
        {status === "sent" && <p className="alert alert-success">Thank you! We&apos;ll get back to you soon.</p>}
        {status === "failed" && <p className="alert alert-error">Something went wrong. Please try again.</p>}
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
          {status === "sending" ? "Sending..." : "Send Message"}
        </button>
      </div>
    </form>
  );
}
