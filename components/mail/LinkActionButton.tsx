"use client";
// The one button of a page a mailed link opens (unsubscribe, confirm a subscription): the link itself
// changes nothing, so a mail scanner that follows links acts for no one.
import { useState } from "react";
import { apiJson, messageOf } from "@/lib/client/api";

type TProps = { action: string; label: string; pendingLabel: string; doneText: string };

export function LinkActionButton({ action, label, pendingLabel, doneText }: TProps) {
  const [state, setState] = useState<"idle" | "pending" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  async function act() {
    setState("pending");
    setError(null);
    try {
      await apiJson(action, { method: "POST" });
      setState("done");
    } catch (failure) {
      setError(messageOf(failure, "Something went wrong. Please try again."));
      setState("idle");
    }
  }

  if (state === "done") return <p role="status">{doneText}</p>;
  return (
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
  );
}
