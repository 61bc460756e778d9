"use client";
// The Contact Us dialog (spec 000 §2): Name, Email and Message, all required; sent through postContactMessage (lib/client/site.ts). A
// refusal with a reason (too many messages, a field the server rejects) shows that reason; any other
// failure the spec's failure text.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FieldError } from "@/components/ui/FieldError";
import { ApiClientError } from "@/lib/client/api";
import { postContactMessage } from "@/lib/client/site";
import { EMAIL_MAX } from "@/lib/validation/auth";
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, type ZContactBody } from "@/lib/validation/contact";
import Modal from "@/components/ui/Modal";
import { CONTACT_CLOSE_AFTER_MS, CONTACT_DEFAULTS, contactResolver, type TContactValues } from "./contact-form";
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
  // The route's schema checks the fields; react-hook-form focuses the first one it refuses, and after a
  // refused send checks each field again as it changes.
  const form = useForm<TContactValues, unknown, z.output<typeof ZContactBody>>({ resolver: contactResolver, defaultValues: CONTACT_DEFAULTS });
  const errors = form.formState.errors;
  const [status, setStatus] = useState<TStatus>("idle");
  const [failure, setFailure] = useState(FAILED);
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

  async function send(body: z.output<typeof ZContactBody>) {
    if (busy) return;
    setStatus("sending");
    try {
      await postContactMessage(body);
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

  const fieldProps = (field: keyof TContactValues, maxLength: number) => ({
    ...form.register(field),
    id: `contact-${field}`,
    required: true,
    maxLength,
    className: "input",
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `contact-${field}-error` : undefined,
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
      <ContactField field="name" label="Name" error={errors.name?.message}>
        <input {...fieldProps("name", CONTACT_NAME_MAX)} type="text" autoComplete="name" data-autofocus />
      </ContactField>
      <ContactField field="email" label="Email" error={errors.email?.message}>
        <input {...fieldProps("email", EMAIL_MAX)} type="email" autoComplete="email" inputMode="email" />
      </ContactField>
      <ContactField field="message" label="Message" error={errors.message?.message}>
        <textarea {...fieldProps("message", CONTACT_MESSAGE_MAX)} rows={5} placeholder="How can we help you?" />
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
