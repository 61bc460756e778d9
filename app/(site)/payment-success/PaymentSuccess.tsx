"use client";
// Stripe sends the buyer back before, or after, its webhook reaches us, so this page asks the server
// until the checkout is completed rather than trusting the return address. It gives up after ~30 s.
import { loginUrl } from "@/lib/auth/login-url";
import Link from "next/link";
import { useCallback, useEffect, useState } from "react";
import { PENDING_GUESTBOOK_KEY } from "@/components/auth/post-auth-destination";
import screen from "@/components/site/ErrorScreen.module.css";
import { purchaseKind, viewLink, type TPurchaseKind } from "./purchase-kind";
import styles from "./payment-success.module.css";
import { hasCode } from "@/lib/client/api";
import { getCheckoutSession } from "@/lib/client/payments";

const POLL_INTERVAL_MS = 1_500;
const GIVE_UP_AFTER_MS = 30_000;

type TState = { kind: "checking" } | { kind: "completed"; purchase: TPurchaseKind } | { kind: "signIn" } | { kind: "failed"; message: string; retry: boolean };

const STILL_PROCESSING =
  "We have not received confirmation of your payment yet. It can take a minute; please retry shortly. If you were charged, your purchase will appear on your dashboard once the payment is confirmed.";

const DONE_TEXT: Record<TPurchaseKind["kind"], string> = {
  newGuestbook: "Thank you! Your payment went through and your guestbook is ready to share.",
  upgrade: "Thank you! Your payment went through and your guestbook has been upgraded.",
  audioMessage: "Thank you! Your payment went through and your audio card now has Forever Hosting.",
  proAudioMessage: "Thank you! Your payment went through and your pro audio card now has Forever Hosting.",
  cardCredits: "Thank you! Your payment went through and your audio message credits have been added.",
  subscription: "Thank you! Your business plan is active: Pro Audio Guestbooks and Pro Audio Cards are on your dashboard.",
  other: "Thank you! Your payment went through.",
};

// The wizard kept its form while the buyer was at checkout, for 'Try Again'; it is paid for now.
function forgetWizardForm() {
  try {
    window.localStorage.removeItem(PENDING_GUESTBOOK_KEY);
  } catch {
    // Storage unavailable: there is nothing kept to remove.
  }
}

export function PaymentSuccess({ sessionId, fromGuestbookId = null }: { sessionId: string | null; fromGuestbookId?: string | null }) {
  const [state, setState] = useState<TState>(
    sessionId ? { kind: "checking" } : { kind: "failed", message: "This page needs a payment session. Please check your dashboard.", retry: false },
  );
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    setState({ kind: "checking" });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!sessionId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;

    async function check() {
      let next: TState | null = null;
      try {
        const body = await getCheckoutSession(sessionId!);
        if (body.status === "completed") {
          next = { kind: "completed", purchase: purchaseKind(body.metadata, fromGuestbookId) };
        } else if (body.status === "expired" || body.status === "canceled") {
          next = { kind: "failed", message: "This payment was not completed. You have not been charged.", retry: false };
        }
      } catch (error) {
        if (hasCode(error, "UNAUTHORIZED")) next = { kind: "signIn" };
        else if (hasCode(error, "NOT_FOUND")) next = { kind: "failed", message: "We could not find this payment. Please check your dashboard.", retry: false };
      }
      // Anything else (open, a server error, no network) is worth asking again until the deadline.
      if (stopped) return;
      if (next?.kind === "completed" && next.purchase.kind === "newGuestbook") forgetWizardForm();
      if (next) return setState(next);
      if (Date.now() >= giveUpAt) return setState({ kind: "failed", message: STILL_PROCESSING, retry: true });
      timer = setTimeout(check, POLL_INTERVAL_MS);
    }

    check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [sessionId, fromGuestbookId, attempt]);

  if (state.kind === "checking") {
    return (
      <div className={`container ${screen.screen}`}>
        <div className={styles.spinner} aria-hidden="true" />
        <h1 className={screen.title}>Confirming your payment…</h1>
        <p className={screen.text} role="status">
          This usually takes a few seconds. Please keep this page open.
        </p>
      </div>
    );
  }

  if (state.kind === "completed") {
    const view = viewLink(state.purchase);
    return (
      <div className={`container ${screen.screen}`}>
        <p className={`badge ${styles.done}`} aria-hidden="true">
          ✓
        </p>
        <h1 className={screen.title}>Payment Successful!</h1>
        <p className={screen.text} role="status">
          {DONE_TEXT[state.purchase.kind]}
        </p>
        <div className={`${screen.actions} ${styles.actions}`}>
          {view ? (
            <Link className="btn btn-primary" href={view.href}>
              {view.label}
            </Link>
          ) : null}
          <Link className={view ? "btn btn-outline" : "btn btn-primary"} href="/dashboard?from_creation=true">
            View Dashboard
          </Link>
        </div>
      </div>
    );
  }

  if (state.kind === "signIn") {
    const back = sessionId ? `/payment-success?session_id=${encodeURIComponent(sessionId)}` : "/dashboard";
    return (
      <div className={`container ${screen.screen}`}>
        <h1 className={screen.title}>Please sign in</h1>
        <p className={screen.text}>Sign in with the account you paid with to see your purchase.</p>
        <div className={`${screen.actions} ${styles.actions}`}>
          <Link className="btn btn-primary" href={loginUrl(back)}>
            Sign in
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className={`container ${screen.screen}`}>
      <h1 className={screen.title}>Payment not confirmed</h1>
      <p className={`alert alert-error ${styles.message}`} role="alert">
        {state.message}
      </p>
      <div className={`${screen.actions} ${styles.actions}`}>
        {state.retry ? (
          <button type="button" className="btn btn-primary" onClick={retry}>
            Retry
          </button>
        ) : null}
        <Link className={state.retry ? "btn btn-outline" : "btn btn-primary"} href="/dashboard?from_creation=true">
          View Dashboard
        </Link>
      </div>
    </div>
  );
}
