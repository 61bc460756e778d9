"use client";
// Google Identity Services button: Google renders its own button into our container and hands back an
// ID token, which the caller exchanges for a session. Only rendered when a client id is configured.
import Script from "next/script";
import { useCallback, useEffect, useRef, useState } from "react";
import { googleNonce } from "@/lib/client/account";
import styles from "./AuthForm.module.css";

type TGoogleIdentity = {
  accounts: {
    id: {
      initialize(options: { client_id: string; nonce: string; callback: (response: { credential?: string }) => void; ux_mode?: "popup" }): void;
      renderButton(
        parent: HTMLElement,
        options: {
          type: "standard";
          theme: "outline";
          size: "large";
          text: "signin_with" | "signup_with";
          shape: "rectangular";
          logo_alignment: "center";
          width: number;
        },
      ): void;
    };
  };
};

type TProps = {
  clientId: string;
  nonce?: string;
  text: "signin_with" | "signup_with";
  /** Called with the ID token, or with null when Google answered without one. */
  onCredential: (credential: string | null) => void;
};

const GSI_SRC = "https://accounts.google.com/gsi/client";

function googleIdentity(): TGoogleIdentity | undefined {
  return (window as unknown as { google?: TGoogleIdentity }).google;
}

export function GoogleSignInButton({ clientId, nonce, text, onCredential }: TProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const onCredentialRef = useRef(onCredential);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    onCredentialRef.current = onCredential;
  }, [onCredential]);

  // Each sign-in carries a nonce of ours, taken once by the server: a new one before the button shows and
  // after every credential, so a second try (a wrong password, say) has its own.
  const renderButton = useCallback(() => {
    const start = async () => {
      const google = googleIdentity();
      const container = containerRef.current;
      if (!google || !container) return;
      let nonce: string;
      try {
        nonce = await googleNonce();
      } catch {
        setStatus("failed");
        return;
      }
      google.accounts.id.initialize({
        client_id: clientId,
        nonce,
        ux_mode: "popup",
        callback: (response) => {
          onCredentialRef.current(response.credential ?? null);
          void start();
        },
      });
      container.replaceChildren();
      // Google's button takes a pixel width between 200 and 400.
      const width = Math.round(Math.min(400, Math.max(200, container.clientWidth)));
      google.accounts.id.renderButton(container, {
        type: "standard",
        theme: "outline",
        size: "large",
        text,
        shape: "rectangular",
        logo_alignment: "center",
        width,
      });
      setStatus("ready");
    };
    void start();
  }, [clientId, text]);

  return (
    <div className={styles.google}>
      <Script src={GSI_SRC} strategy="afterInteractive" nonce={nonce} onReady={renderButton} onError={() => setStatus("failed")} />
      <div ref={containerRef} className={status === "failed" ? undefined : styles.googleButton} aria-busy={status === "loading"} />
      {status === "failed" && <p className={styles.note}>Google sign-in could not be loaded. You can still use your email and password.</p>}
    </div>
  );
}
