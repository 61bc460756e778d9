"use client";
// Create an account: checked here first with the spec's texts, registered through the API, then signed
// in with the same credentials so the browser holds the httpOnly session cookie.
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useRef, useState, type FormEvent } from "react";
import { GoogleSignInButton } from "./GoogleSignInButton";
import { hasPendingGuestbook, postAuthDestination, withCallback } from "./post-auth-destination";
import { signInErrorMessage } from "./sign-in-error";
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from "@/lib/validation/auth";
import styles from "./AuthForm.module.css";

type TProps = { callbackUrl?: string; googleClientId?: string; nonce?: string };
type TInvalidField = "password" | "confirmPassword" | null;


async function register(body: { firstName: string; email: string; password: string }): Promise<string | null> {
  try {
    const response = await fetch("/api/auth/register", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (response.ok) return null;
    const data: unknown = await response.json().catch(() => null);
    const message = data && typeof data === "object" && "error" in data ? data.error : null;
    return typeof message === "string" && message ? message : "Registration failed";
  } catch {
    return "Registration failed";
  }
}

export function SignupForm({ callbackUrl, googleClientId, nonce }: TProps) {
  const [firstName, setFirstName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<TInvalidField>(null);
  const [accountCreated, setAccountCreated] = useState(false);
  const [pending, setPending] = useState<"password" | "google" | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  function goOn() {
    window.location.assign(postAuthDestination({ hasPendingGuestbook: hasPendingGuestbook(), callbackUrl }));
  }

  function reject(message: string, field: TInvalidField) {
    setError(message);
    setInvalidField(field);
    if (field === "password") passwordRef.current?.focus();
    if (field === "confirmPassword") confirmRef.current?.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAccountCreated(false);
    if (password !== confirmPassword) return reject(PASSWORDS_DO_NOT_MATCH, "confirmPassword");
    if (password.length < PASSWORD_MIN_LENGTH) return reject(PASSWORD_TOO_SHORT, "password");
    setError(null);
    setInvalidField(null);
    setPending("password");

    const trimmedEmail = email.trim();
    const registrationError = await register({ firstName: firstName.trim(), email: trimmedEmail, password });
    if (registrationError) {
      setError(registrationError);
      setPending(null);
      return;
    }
    try {
      const result = await signIn("credentials", { email: trimmedEmail, password, redirect: false });
      if (result?.ok && !result.error) return goOn();
      setError(signInErrorMessage(result?.error, "Login failed"));
    } catch {
      setError("Login failed");
    }
    // The account exists now; only signing in went wrong.
    setAccountCreated(true);
    setPending(null);
  }

  async function handleGoogleCredential(credential: string | null) {
    if (pending) return;
    const failure = "Google sign-up failed. Please try again.";
    if (!credential) return setError(failure);
    setError(null);
    setInvalidField(null);
    setPending("google");
    try {
      const result = await signIn("google-id-token", { credential, redirect: false });
      if (result?.ok && !result.error) return goOn();
    } catch {
      // Reported below with the same text as a refused token.
    }
    setError(failure);
    setPending(null);
  }

  const errorId = "signup-error";
  return (
    <div className={styles.stack}>
      <form className={styles.form} onSubmit={handleSubmit}>
        <div className="field">
          <label className="label" htmlFor="signup-first-name">
            First name
          </label>
          <input
            id="signup-first-name"
            className="input"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={60}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="signup-email">
            Email
          </label>
          <input
            id="signup-email"
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor="signup-password">
            Password
          </label>
          <input
            ref={passwordRef}
            id="signup-password"
            className="input"
            type="password"
            name="password"
            autoComplete="new-password"
            required
            aria-invalid={invalidField === "password" || undefined}
            aria-describedby={invalidField === "password" ? `signup-password-hint ${errorId}` : "signup-password-hint"}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id="signup-password-hint" className="hint">
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
        </div>
        <div className="field">
          <label className="label" htmlFor="signup-confirm-password">
            Confirm password
          </label>
          <input
            ref={confirmRef}
            id="signup-confirm-password"
            className="input"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            aria-invalid={invalidField === "confirmPassword" || undefined}
            aria-describedby={invalidField === "confirmPassword" ? errorId : undefined}
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </div>
        {error && (
          <div id={errorId} role="alert" className={`alert alert-error ${styles.formError}`}>
            <p>{error}</p>
            {accountCreated && (
              <p className={styles.note}>
                Your account was created. <Link href={withCallback("/login", callbackUrl)}>Sign in</Link> to continue.
              </p>
            )}
          </div>
        )}
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending !== null}>
          {pending === "password" ? "Creating account..." : "Create account"}
        </button>
      </form>
      {googleClientId && (
        <>
          <p className={styles.divider}>
            <span>or</span>
          </p>
          <GoogleSignInButton clientId={googleClientId} nonce={nonce} text="signup_with" onCredential={handleGoogleCredential} />
          {pending === "google" && (
            <p role="status" className={styles.note}>
              Signing up with Google...
            </p>
          )}
        </>
      )}
      <p className={styles.switch}>
        Already have an account? <Link href={withCallback("/login", callbackUrl)}>Sign in</Link>
      </p>
    </div>
  );
}
