"use client";
// The Contact Us dialog (spec 000 §2): Name, Email and Message, all required; sent through postContactMessage (lib/client/site.ts). A
// refusal with a reason (too many messages, a field the server rejects) shows that reason; any other
// failure the spec's failure text.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FieldError } from "@/components/ui/FieldError";
import { ApiClientError } from "@/lib/client/api";
import Modal from "@/components/ui/Modal";
import { CONTACT_CLOSE_AFTER_MS, CONTACT_FIELDS, sendContactMessage, validateContact, type TContactErrors, type TContactValues } from "./contact-form";
import styles from "./ContactModal.module.css";

type TStatus = "idle" | "sending" | "sent" | "failed";
const FAILED = "Something went wrong. Please try again.";

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
  const [failure, setFailure] = useState(FAILED);
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
      await sendContactMessage(values);
      if (!mounted.current) return;
      setStatus("sent");
      closeTimer.current = setTimeout(onDone, CONTACT_CLOSE_AFTER_MS);
    } catch (error) {
      if (!mounted.current) return;
      const reason = error instanceof ApiClientError && (error.code === "RATE_LIMITED" || error.code === "INVALID_INPUT") ? error.serverMessage : null;
      setFailure(reason ?? FAILED);
      setStatus("failed");
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

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
      <ContactField field="name" label="Name" error={errors.name}>
        <input {...fieldProps("name")} type="text" autoComplete="name" data-autofocus />
      </ContactField>
      <ContactField field="email" label="Email" error={errors.email}>
        <input {...fieldProps("email")} type="email" autoComplete="email" inputMode="email" />
      </ContactField>
      <ContactField field="message" label="Message" error={errors.message}>
        <textarea {...fieldProps("message")} rows={5} placeholder="How can we help you?" />
      </ContactField>
      <div className={styles.status} aria-live="polite">
        {status === "sent" && <p className="alert alert-success">Thank you! We&apos;ll get back to you soon.</p>}
        {status === "failed" && <p className="alert alert-error">{failure}</p>}
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

type TFieldProps = { field: keyof TContactValues; label: string; error?: string; children: ReactNode };

// A required field's label, its control (given fieldProps) and the error line the control points to.
function ContactField({ field, label, error, children }: TFieldProps) {
  return (
    <div className="field">
      <label className="label" htmlFor={`contact-${field}`}>
        {label}
        <span className="required" aria-hidden="true">
          *
        </span>
      </label>
      {children}
      <FieldError id={`contact-${field}-error`} error={error} />
    </div>
  );
}
