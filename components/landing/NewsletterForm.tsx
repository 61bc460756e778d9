"use client";
// Newsletter sign-up (subscribeToNewsletter); the server's message or error is read out.
import { useRef, useState, type FormEvent } from "react";
import styles from "./Newsletter.module.css";
import { messageOf } from "@/lib/client/api";
import { subscribeToNewsletter } from "@/lib/client/site";

type TState = { kind: "idle" | "submitting" | "success" | "error"; text: string };

const GENERIC_FAILURE = "Something went wrong. Please try again.";

export default function NewsletterForm() {
  const [state, setState] = useState<TState>({ kind: "idle", text: "" });
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "submitting") return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!email) {
      setState({ kind: "error", text: "Please enter your email address." });
      inputRef.current?.focus();
      return;
    }
    setState({ kind: "submitting", text: "" });
    try {
      setState({ kind: "success", text: (await subscribeToNewsletter(email)) ?? "Thanks for subscribing!" });
      form.reset();
    } catch (error) {
      setState({ kind: "error", text: messageOf(error, GENERIC_FAILURE) });
    }
  }

  const submitting = state.kind === "submitting";
  const invalid = state.kind === "error";

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <div className={`field ${styles.field}`}>
        <label className="label" htmlFor="newsletter-email">
          Email address
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id="newsletter-email"
            name="email"
            type="email"
            className="input"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            required
            aria-invalid={invalid || undefined}
            aria-describedby="newsletter-status"
          />
          <button type="submit" className="btn btn-secondary" aria-disabled={submitting || undefined}>
            {submitting ? "Subscribing..." : "Subscribe"}
          </button>
        </div>
      </div>
      <p id="newsletter-status" className={`${styles.status} ${invalid ? styles.error : styles.success}`} aria-live="polite">
        {state.text}
      </p>
    </form>
  );
}
