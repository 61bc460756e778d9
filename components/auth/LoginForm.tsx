"use client";
// Sign in with email and password or Google; on success a full navigation so the server-rendered
// header picks up the new session cookie.
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { GoogleSignInButton } from "./GoogleSignInButton";
import { hasPendingGuestbook, postAuthDestination, withCallback } from "./post-auth-destination";
import { signInErrorMessage } from "./sign-in-error";
import styles from "./AuthForm.module.css";

type TProps = { callbackUrl?: string; googleClientId?: string; nonce?: string };

export function LoginForm({ callbackUrl, googleClientId, nonce }: TProps) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<"password" | "google" | null>(null);

  function goOn() {
    window.location.assign(postAuthDestination({ hasPendingGuestbook: hasPendingGuestbook(), callbackUrl }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setPending("password");
    try {
      const result = await signIn("credentials", { email: email.trim(), password, redirect: false });
      if (result?.ok && !result.error) return goOn();
      setError(signInErrorMessage(result?.error, "Login failed"));
    } catch {
      setError("Login failed");
    }
    setPending(null);
  }

  async function handleGoogleCredential(credential: string | null) {
    if (pending) return;
    const failure = "Google sign-in failed. Please try again.";
    if (!credential) return setError(failure);
    setError(null);
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

  return (
    <div className={styles.stack}>
      <form className={styles.form} onSubmit={handleSubmit}>
        <div className="field">
          <label className="label" htmlFor="login-email">
            Email
          </label>
          <input
            id="login-email"
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
          <div className={styles.labelRow}>
            <label className="label" htmlFor="login-password">
              Password
            </label>
            <Link href="/forgot-password" className={styles.inlineLink}>
              Forgot password?
            </Link>
          </div>
          <input
            id="login-password"
            className="input"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {error && (
          <p role="alert" className="alert alert-error">
            {error}
          </p>
        )}
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={pending !== null}>
          {pending === "password" ? "Signing in..." : "Sign in"}
        </button>
      </form>
      {googleClientId && (
        <>
          <p className={styles.divider}>
            <span>or</span>
          </p>
          <GoogleSignInButton clientId={googleClientId} nonce={nonce} text="signin_with" onCredential={handleGoogleCredential} />
          {pending === "google" && (
            <p role="status" className={styles.note}>
              Signing in with Google...
            </p>
          )}
        </>
      )}
      <p className={styles.switch}>
        New to Echobook? <Link href={withCallback("/signup", callbackUrl)}>Create an account</Link>
      </p>
    </div>
  );
}
