"use client";
// Forever Hosting on the manage page, as on the public card: a gold icon once bought; otherwise, when
// enabled, a button that opens the spec's modal and goes to checkout. The buyer's email is the signed-in
// profile's (spec 002 section 5), so nobody is asked for it here.
import { useState } from "react";
import { DialogActions } from "@/components/ui/DialogActions";
import Modal from "@/components/ui/Modal";
import { messageOf } from "@/lib/client/api";
import { FOREVER_HOSTING_PRICE_CENTS, formatPrice } from "@/lib/pricing/plans";
import type { TManagedCard } from "./card-form";
import styles from "./Manage.module.css";

const FAILED = "Failed to create checkout session";

function InfinityIcon({ gold }: { gold: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={gold ? styles.gold : styles.grey}>
      <path
        d="M7 8.5c-2 0-3.5 1.6-3.5 3.5S5 15.5 7 15.5c3 0 7-7 10-7 2 0 3.5 1.6 3.5 3.5S19 15.5 17 15.5c-3 0-7-7-10-7z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
    </svg>
  );
}

type TProps = {
  card: Pick<TManagedCard, "messageId" | "foreverHosted" | "foreverHostingEnabled">;
  email: string;
  /** The kind's checkout call: its address for this card's Forever Hosting. */
  start(id: string, customerEmail: string | null): Promise<string>;
};

export function ForeverHosting({ card, email, start }: TProps) {
  const [open, setOpen] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = formatPrice(FOREVER_HOSTING_PRICE_CENTS);

  async function purchase() {
    setError(null);
    setProcessing(true);
    try {
      const url = await start(card.messageId, email);
      window.location.assign(url);
    } catch (failure) {
      setError(`Error: ${messageOf(failure, FAILED)}`);
      setProcessing(false);
    }
  }

  return (
    <section className={styles.forever} aria-label="Forever Hosting">
      {card.foreverHosted ? (
        <p className={styles.foreverRow}>
          <InfinityIcon gold />
          This audio card has Forever Hosting: it stays online for good.
        </p>
      ) : card.foreverHostingEnabled ? (
        <p className={styles.foreverRow}>
          <button type="button" className={`btn btn-ghost ${styles.iconButton}`} onClick={() => setOpen(true)}>
            <InfinityIcon gold={false} />
            <span className="visually-hidden">Forever Hosting</span>
          </button>
          Keep this card online forever for {price}.
        </p>
      ) : null}
      <Modal
        open={open}
        onClose={() => (processing ? undefined : setOpen(false))}
        title="Be Heard. Be Remembered."
        description={`Do you want this to be heard and be remembered, forever? Forever Hosting is available for this audio card for only ${price}.`}
      >
        <DialogActions
          error={error}
          busy={processing}
          onCancel={() => setOpen(false)}
          confirm={{ label: processing ? "Processing..." : `Purchase for ${price}`, onClick: () => void purchase() }}
          autoFocus="cancel"
        />
      </Modal>
    </section>
  );
}
