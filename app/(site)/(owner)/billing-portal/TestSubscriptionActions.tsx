"use client";
// The local billing page's stand-ins for what Stripe Billing does over time: a renewal paid, a renewal
// whose payment fails, and a cancellation at the period's end. The server applies each through the same
// code as Stripe's webhook; the page is then drawn again from the server's state.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { messageOf } from "@/lib/client/api";
import { actOnTestSubscription } from "@/lib/client/payments";
import { useHydrated } from "@/lib/client/use-hydrated";
import styles from "./billing-portal.module.css";

type TAction = "renew" | "fail" | "cancel";

const ACTIONS: readonly { action: TAction; label: string; done: string; className: string }[] = [
  { action: "renew", label: "Renew: pay the next period", done: "The next period was paid.", className: "btn btn-primary btn-block" },
  { action: "fail", label: "Fail the next payment", done: "The renewal's payment failed.", className: "btn btn-outline btn-block" },
  { action: "cancel", label: "Cancel at period end", done: "The subscription will end at the end of its paid period.", className: "btn btn-outline btn-block" },
];

const ACTION_FAILED = "The subscription could not be changed. Please try again.";

export function TestSubscriptionActions({ subscriptionId }: { subscriptionId: string }) {
  const router = useRouter();
  const ready = useHydrated();
  const [busy, setBusy] = useState<TAction | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [refreshing, startRefresh] = useTransition();

  async function act(action: TAction, done: string) {
    setBusy(action);
    setMessage(null);
    try {
      await actOnTestSubscription(subscriptionId, action);
      setMessage({ text: done, error: false });
      startRefresh(() => router.refresh());
    } catch (error) {
      setMessage({ text: messageOf(error, ACTION_FAILED), error: true });
    }
    setBusy(null);
  }

  return (
    <div className={styles.actions}>
      {ACTIONS.map(({ action, label, done, className }) => (
        <button
          key={action}
          type="button"
          className={className}
          onClick={() => act(action, done)}
          disabled={!ready || busy !== null || refreshing}
          aria-busy={busy === action}
        >
          {label}
        </button>
      ))}
      {message?.error ? (
        <p role="alert" className="alert alert-error">
          {message.text}
        </p>
      ) : (
        <p role="status" className={styles.done}>
          {message?.text ?? ""}
        </p>
      )}
    </div>
  );
}
