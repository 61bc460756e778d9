"use client";
// The question and the one button of a page a mailed link opens (unsubscribe, confirm a subscription):
// the link itself changes nothing, so a mail scanner that follows links acts for no one.
import { useState } from "react";
import styles from "@/components/auth/AuthForm.module.css";
import { messageOf } from "@/lib/client/api";
import { runLinkAction, type TLinkAction } from "@/lib/client/site";

type TProps = { question: string; action: TLinkAction; token: string };

const TEXTS: Record<TLinkAction, { label: string; pendingLabel: string; doneText: string }> = {
  "confirm-newsletter": { label: "Confirm my subscription", pendingLabel: "Confirming...", doneText: "Your subscription is confirmed. Thank you!" },
  unsubscribe: { label: "Unsubscribe", pendingLabel: "Unsubscribing...", doneText: "You are unsubscribed." },
};

export function LinkActionButton({ question, action, token }: TProps) {
  const { label, pendingLabel, doneText } = TEXTS[action];
  const [state, setState] = useState<"idle" | "pending" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  async function act() {
    setState("pending");
    setError(null);
    try {
      await runLinkAction(action, token);
      setState("done");
    } catch (failure) {
      setError(messageOf(failure, "Something went wrong. Please try again."));
      setState("idle");
    }
  }

  return (
    <div className={styles.stack}>
      <p>{question}</p>
      {state === "done" ? (
        <p role="status">{doneText}</p>
      ) : (
        <>
          {error && (
            <p role="alert" className="alert alert-error">
              {error}
            </p>
          )}
          <button type="button" className="btn btn-primary" style={{ minHeight: 44 }} disabled={state === "pending"} onClick={() => void act()}>
            {state === "pending" ? pendingLabel : label}
          </button>
        </>
      )}
    </div>
  );
}
