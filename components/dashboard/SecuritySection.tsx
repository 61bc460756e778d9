"use client";
// Account Settings' sign-in section: change the password, link or remove Google sign-in
// (GoogleSignInSetting), and log out of every device, which ends every session of the account, this one too.
import { useState, type ReactNode } from "react";
import { logOut } from "@/components/site/log-out";
import { AlertText } from "@/components/ui/AlertText";
import { endAllSessions as endSessions } from "@/lib/client/account";
import { messageOf } from "@/lib/client/api";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { GoogleSignInSetting } from "./GoogleSignInSetting";
import dashboard from "./Dashboard.module.css";

type TProps = { googleClientId?: string; nonce?: string; google: { linked: boolean; email: string | null }; hasPassword: boolean; emailVerified: boolean };
type TState = { kind: "idle" | "busy" } | { kind: "failed"; message: string };

export function SecuritySection({ googleClientId, nonce, google, hasPassword, emailVerified }: TProps) {
  const [ending, setEnding] = useState<TState>({ kind: "idle" });

  async function endAllSessions() {
    setEnding({ kind: "busy" });
    try {
      await endSessions();
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
        <GoogleSignInSetting
          clientId={googleClientId}
          nonce={nonce}
          linked={google.linked}
          googleEmail={google.email}
          hasPassword={hasPassword}
          emailVerified={emailVerified}
        />
      )}
      <SettingRow
        title="Log out of all devices"
        description="Ends every session of this account, on this device too."
        failure={ending.kind === "failed" ? ending.message : null}
      >
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
