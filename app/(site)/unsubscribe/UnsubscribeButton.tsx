"use client";
import { useState } from "react";
import { apiJson, messageOf } from "@/lib/client/api";

export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<"idle" | "pending" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setState("pending");
    setError(null);
    try {
      await apiJson(`/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST" });
      setState("done");
    } catch (failure) {
      setError(messageOf(failure, "Something went wrong. Please try again."));
      setState("idle");
    }
  }

  if (state === "done") return <p role="status">You are unsubscribed.</p>;
  return (
    <>
      {error && <p role="alert" className="alert alert-error">{error}</p>}
      <button type="button" className="btn btn-primary" style={{ minHeight: 44 }} disabled={state === "pending"} onClick={() => void confirm()}>
        {state === "pending" ? "Unsubscribing..." : "Unsubscribe"}
      </button>
    </>
  );
}
