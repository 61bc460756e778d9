"use client";
// The Forever Hosting icon of a card (spec 002): gold and inert once bought; otherwise, while the owner
// offers it, a button opening the purchase modal. Buying asks the server for a checkout (Stripe, or the
// local test checkout) and follows it; the email comes from the session, else the visitor types it
// (a signed-out listener may buy it as a gift; the server keeps the checkout to this browser).
import { useState, type FormEvent } from "react";
// zod's own email pattern (the server's rule, lib/validation), without the library on every card's page.
import { regexes } from "zod/v4/core";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { FieldError } from "@/components/ui/FieldError";
import Modal from "@/components/ui/Modal";
import { SubmitDialogActions } from "@/components/ui/SubmitDialogActions";
import { messageOf } from "@/lib/client/api";
import { startForeverHosting } from "@/lib/client/payments";
import { FOREVER_HOSTING_PRICE_CENTS, formatPrice } from "@/lib/pricing/plans";
import { foreverHostingIcon } from "@/lib/cards/card-state";
import styles from "./PublicCard.module.css";

const PRICE = formatPrice(FOREVER_HOSTING_PRICE_CENTS);
// The spec's own brand line, the same in every language.
const BRAND_LINE = "Be Heard. Be Remembered.";

/** The checkout route's kind of card: a standard card, or a pro card (subscription message). */
type TCardKind = "personal-message" | "subscription-message";

type TProps = { messageId: string; foreverHostingEnabled: boolean; foreverHosted: boolean; signedIn: boolean; kind?: TCardKind };

function InfinityIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M18.2 7.8c-2.4 0-3.9 2-6.2 4.2-2.3 2.2-3.8 4.2-6.2 4.2a4.2 4.2 0 1 1 0-8.4c2.4 0 3.9 2 6.2 4.2 2.3 2.2 3.8 4.2 6.2 4.2a4.2 4.2 0 1 0 0-8.4Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export default function ForeverHosting({ messageId, foreverHostingEnabled, foreverHosted, signedIn, kind = "personal-message" }: TProps) {
  const t = useTranslations("foreverHosting");
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const icon = foreverHostingIcon({ foreverHostingEnabled, foreverHosted });

  if (icon === "none") return null;
  if (icon === "gold") {
    return (
      <p className={`${styles.forever} ${styles.foreverGold}`} data-testid="forever-hosting-icon" data-state="hosted">
        <InfinityIcon />
        <span>{t("hosted")}</span>
      </p>
    );
  }

  async function purchase(event: FormEvent) {
    event.preventDefault();
    setError(null);
    let customerEmail: string | undefined;
    if (!signedIn) {
      customerEmail = email.trim();
      if (!regexes.email.test(customerEmail)) {
        setEmailError(t("emailInvalid"));
        return;
      }
    }
    setEmailError(null);
    setProcessing(true);
    try {
      window.location.assign(await startForeverHosting(kind, messageId, customerEmail));
    } catch (caught) {
      // Spec 002 §8 'Purchases': 'Error: {message}' with the server's error or 'Failed to create checkout session'.
      setError(t("error", { message: messageOf(caught, t("checkoutFailed")) }));
      setProcessing(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`icon-btn ${styles.forever}`}
        aria-label={t("label")}
        data-testid="forever-hosting-icon"
        data-state="offer"
        onClick={() => setOpen(true)}
      >
        <InfinityIcon />
      </button>
      <Modal open={open} onClose={() => !processing && setOpen(false)} title={BRAND_LINE}>
        <form onSubmit={purchase} className="stack" noValidate>
          <p>{t("offer", { price: PRICE })}</p>
          {!signedIn && (
            <div className="field">
              <label className="label" htmlFor="forever-email">
                {t("emailPrompt")}
              </label>
              <input
                id="forever-email"
                className="input"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? "forever-email-error" : undefined}
                data-autofocus
              />
              <FieldError id="forever-email-error" error={emailError} />
            </div>
          )}
          <SubmitDialogActions error={error} busy={processing} onCancel={() => setOpen(false)} label={t("purchase", { price: PRICE })} />
        </form>
      </Modal>
    </>
  );
}
