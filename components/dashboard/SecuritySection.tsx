"use client";
// Account Settings' sign-in section: change the password, link Google sign-in to this account (the owner proves the Google
// identity by signing in with it here; an email alone never links), and log out of every device,
// which ends every session of the account, this one too.
import { useState, type ReactNode } from "react";
import { GoogleSignInButton } from "@/components/auth/GoogleSignInButton";
import { logOut } from "@/components/site/log-out";
import { AlertText } from "@/components/ui/AlertText";
import { apiJson, messageOf } from "@/lib/client/api";
import { ChangePasswordForm } from "./ChangePasswordForm";
import dashboard from "./Dashboard.module.css";

type TProps = { googleClientId?: string; nonce?: string; googleLinked: boolean; hasPassword: boolean };
type TState = { kind: "idle" | "busy" | "linked" } | { kind: "failed"; message: string };

export function SecuritySection({ googleClientId, nonce, googleLinked, hasPassword }: TProps) {
  const [google, setGoogle] = useState<TState>({ kind: googleLinked ? "linked" : "idle" });
  const [ending, setEnding] = useState<TState>({ kind: "idle" });

  async function linkGoogle(credential: string | null) {
    if (!credential) return setGoogle({ kind: "failed", message: "Google sign-in failed. Please try again." });
    setGoogle({ kind: "busy" });
    try {
      await apiJson("/api/user/google", { method: "POST", json: { credential } });
      setGoogle({ kind: "linked" });
    } catch (error) {
      setGoogle({ kind: "failed", message: messageOf(error, "Google sign-in could not be linked. Please try again.") });
    }
  }

  async function endAllSessions() {
    setEnding({ kind: "busy" });
    try {
      await apiJson("/api/user/sessions", { method: "DELETE" });
      await logOut();
    } catch (error) {
      setEnding({ kind: "failed", message: messageOf(error, "Something went wrong. Please try again.") });
    }
  }

  return (
    <section className={`card ${dashboard.card}`} aria-labelledby="settings-security-title">
      <h3 id="settings-security-title" className={dashboard.cardTitle}>
        Sign-in and security
      </h3>
      <SettingRow title="Change password" description="Changing it signs you out on every other device." failure={null}>
        <ChangePasswordForm hasPassword={hasPassword} />
      </SettingRow>
      {googleClientId && (
        <SettingRow
          title="Google sign-in"
          description={google.kind === "linked" ? "Linked: you can sign in with Google." : "Sign in with your Google account as well as your password."}
          failure={google.kind === "failed" ? google.message : null}
        >
          {google.kind !== "linked" && (
            <GoogleSignInButton clientId={googleClientId} nonce={nonce} text="signin_with" onCredential={(credential) => void linkGoogle(credential)} />
          )}
          <div role="status" aria-live="polite">
            {google.kind === "busy" && <p>Linking Google sign-in...</p>}
            {google.kind === "linked" && !googleLinked && <p className="success-text">Google sign-in is linked to this account.</p>}
          </div>
        </SettingRow>
      )}
      <SettingRow title="Log out of all devices" description="Ends every session of this account, on this device too." failure={ending.kind === "failed" ? ending.message : null}>
        <button type="button" className="btn btn-outline" disabled={ending.kind === "busy"} onClick={() => void endAllSessions()}>
          {ending.kind === "busy" ? "Logging out..." : "Log out of all devices"}
        </button>
      </SettingRow>
    </section>
  );
}

function SettingRow({ title, description, failure, children }: { title: string; description: string; failure: string | null; children: ReactNode }) {
  return (
    <div className={dashboard.securityRow}>
      <p>
        <strong>{title}</strong>
        <br />
        {description}
      </p>
      {children}
      <AlertText message={failure} />
    </div>
  );
}
