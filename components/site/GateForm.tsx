"use client";
// The pre-release gate: the access code (enterGate) sets the gate cookie; then a welcome with Continue and Logout.
import { useEffect, useRef, useState, type FormEvent } from "react";
import styles from "./GateForm.module.css";
import { messageOf } from "@/lib/client/api";
import { enterGate, leaveGate } from "@/lib/client/site";

const GENERIC_FAILURE = "Something went wrong. Please try again.";

export default function GateForm({ next }: { next: string }) {
  const [passed, setPassed] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const welcomeRef = useRef<HTMLHeadingElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const firstRender = useRef(true);

  // Move focus with the view so keyboard and screen reader users land on what just appeared.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (passed) welcomeRef.current?.focus();
    else inputRef.current?.focus();
  }, [passed]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    if (!code) {
      setError("Please enter the access code.");
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    setError(null);
    try {
      await enterGate(code);
      setPassed(true);
    } catch (error) {
      setError(messageOf(error, GENERIC_FAILURE));
    } finally {
      setChecking(false);
    }
  }

  async function onLogout() {
    await leaveGate().catch(() => undefined);
    setError(null);
    setPassed(false);
  }

  if (passed) {
    return (
      <div className={`card ${styles.card}`}>
        <h2 ref={welcomeRef} tabIndex={-1} className={styles.welcome}>
          Welcome!
        </h2>
        <p className={styles.text}>You have access to the Echobook preview.</p>
        <div className={styles.actions}>
          <a href={next} className="btn btn-primary btn-block">
            Continue to Site
          </a>
          <button type="button" className="btn btn-outline btn-block" onClick={() => void onLogout()}>
            Logout
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={`card ${styles.card}`} method="post" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label className="label" htmlFor="gate-code">
          Enter access code
        </label>
        <input
          ref={inputRef}
          id="gate-code"
          name="code"
          type="password"
          className="input"
          placeholder="Enter access code"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "gate-error" : undefined}
        />
        {error && (
          <p id="gate-error" role="alert" className="error-text">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-block" aria-disabled={checking || undefined}>
        {checking ? "Checking..." : "Enter"}
      </button>
    </form>
  );
}
