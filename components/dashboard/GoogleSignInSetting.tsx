"use client";
// Account Settings' Google sign-in row. Linked: the Google account (its address as Google gave it) and a
// way to remove it while a password remains to sign in with. Not linked: once the address is verified,
// the owner signs in with Google here and confirms with the current password (a session alone never
// links); the owner is mailed either way.
import { useState, type FormEvent } from "react";
import { GoogleSignInButton } from "@/components/auth/GoogleSignInButton";
import { AlertText } from "@/components/ui/AlertText";
import { CurrentPasswordField } from "@/components/ui/TextField";
import { linkGoogle, unlinkGoogle } from "@/lib/client/account";
import { hasCode, messageOf } from "@/lib/client/api";
import styles from "./Dashboard.module.css";

type TProps = { clientId: string; nonce?: string; linked: boolean; googleEmail: string | null; hasPassword: boolean; emailVerified: boolean };
type TState = { kind: "idle" } | { kind: "confirm"; credential: string } | { kind: "linking"; credential: string } | { kind: "removing" };

export function GoogleSignInSetting({ clientId, nonce, linked: initiallyLinked, googleEmail: initialEmail, hasPassword, emailVerified }: TProps) {
  const [linked, setLinked] = useState(initiallyLinked ? { email: initialEmail } : null);
  const [state, setState] = useState<TState>({ kind: "idle" });
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function reset(next: TState = { kind: "idle" }) {
    setState(next);
    setPassword("");
    setFieldError(null);
  }

  async function link(event: FormEvent, credential: string) {
    event.preventDefault();
    if (!password) return setFieldError("Please type your current password to link Google sign-in.");
    setState({ kind: "linking", credential });
    setFieldError(null);
    setFailure(null);
    try {
      setLinked({ email: await linkGoogle(credential, password) });
      setDone("Google sign-in is linked to this account.");
      reset();
    } catch (error) {
      setState({ kind: "confirm", credential });
      if (hasCode(error, "WRONG_PASSWORD")) setFieldError(messageOf(error, "Your current password is incorrect."));
      else {
        setFailure(messageOf(error, "Google sign-in could not be linked. Please try again."));
        reset();
      }
    }
  }

  async function remove() {
    setState({ kind: "removing" });
    setFailure(null);
    setDone(null);
    try {
      await unlinkGoogle();
      setLinked(null);
      setDone("Google sign-in was removed. You sign in with your email and password.");
    } catch (error) {
      setFailure(messageOf(error, "Google sign-in could not be removed. Please try again."));
    }
    setState({ kind: "idle" });
  }

  const description = linked
    ? linked.email
      ? `Linked to the Google account ${linked.email}.`
      : "Linked: you can sign in with Google."
    : emailVerified
      ? "Sign in with your Google account as well as your password."
      : "Verify your email address first (open the link we mailed you), then you can link Google sign-in.";

  return (
    <div className={styles.securityRow}>
      <p>
        <strong>Google sign-in</strong>
        <br />
        <span className={styles.breakAnywhere}>{description}</span>
      </p>
      {linked &&
        (hasPassword ? (
          <button type="button" className="btn btn-outline" disabled={state.kind === "removing"} onClick={() => void remove()}>
            {state.kind === "removing" ? "Removing Google sign-in..." : "Remove Google sign-in"}
          </button>
        ) : (
          <p>Google is the only way you sign in to this account, so it stays linked.</p>
        ))}
      {!linked && emailVerified && hasPassword && state.kind === "idle" && (
        <GoogleSignInButton
          clientId={clientId}
          nonce={nonce}
          text="signin_with"
          onCredential={(credential) => {
            setDone(null);
            setFailure(null);
            if (credential) reset({ kind: "confirm", credential });
            else setFailure("Google sign-in failed. Please try again.");
          }}
        />
      )}
      {!linked && (state.kind === "confirm" || state.kind === "linking") && (
        <form className={styles.inlineForm} method="post" onSubmit={(event) => void link(event, state.credential)} noValidate aria-label="Link Google sign-in">
          <CurrentPasswordField id="settings-google-password" label="Current password" value={password} onChange={setPassword} error={fieldError} />
          <div className={styles.inlineRow}>
            <button type="submit" className="btn btn-primary" disabled={state.kind === "linking"}>
              {state.kind === "linking" ? "Linking Google sign-in..." : "Link Google sign-in"}
            </button>
            <button type="button" className="btn btn-outline" disabled={state.kind === "linking"} onClick={() => reset()}>
              Cancel
            </button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite" className={styles.statusLine}>
        {done && <p className="success-text">{done}</p>}
      </div>
      <AlertText message={failure} />
    </div>
  );
}
