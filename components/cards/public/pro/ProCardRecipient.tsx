"use client";
// /audio/{id} before a voice exists: the activation dialog over the blurred card, then, in the browser
// that activated it, the editor and recorder. The page cannot see the recorder cookie (it is scoped to
// /api), so for an activated card the browser asks the API whether it may record here; another device
// is told so and may enter the code, which moves the right to record to it (the server's rule).
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import CardView from "@/components/cards/CardView";
import { messageOf } from "@/lib/client/api";
import { loadPublicProCard } from "@/lib/client/pro-cards";
import { PRO_CARD_DEFAULT_LOOK } from "@/lib/constants/pro-cards";
import type { TProCardPublicJson } from "@/lib/validation/pro-cards";
import { ActivateDialog } from "./ActivateDialog";
import { PRO_PAGE_TEXTS, proCardViewLook } from "./pro-card-look";
import { ProCardEditor } from "./ProCardEditor";
import styles from "./ProCard.module.css";

type TPhase =
  | { kind: "activate"; card: TProCardPublicJson | null }
  | { kind: "checking" }
  | { kind: "otherDevice"; card: TProCardPublicJson }
  | { kind: "edit"; card: TProCardPublicJson }
  | { kind: "failed"; message: string };

type TProps = { messageId: string; initial: TProCardPublicJson | null };

// Spec 002 §8: a failed public fetch shows 'Pro audio card not found' on the 'Pro Audio Card Not Available' page.
const LOAD_FAILED = "Pro audio card not found";

export function ProCardRecipient({ messageId, initial }: TProps) {
  const router = useRouter();
  const [phase, setPhase] = useState<TPhase>(initial ? { kind: "checking" } : { kind: "activate", card: null });

  // An activated card: may this browser record it?
  const checking = phase.kind === "checking";
  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    loadPublicProCard(messageId, controller.signal)
      .then((state) => {
        if (state.kind !== "card" || state.card.recordedAt) return router.refresh();
        setPhase(state.card.canRecord ? { kind: "edit", card: state.card } : { kind: "otherDevice", card: state.card });
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setPhase({ kind: "failed", message: messageOf(caught, LOAD_FAILED) });
      });
    return () => controller.abort();
  }, [checking, messageId, router]);

  const activated = (card: TProCardPublicJson) => setPhase({ kind: "edit", card });

  if (phase.kind === "checking") {
    return (
      <p role="status" className={styles.loading}>
        {PRO_PAGE_TEXTS.loading}
      </p>
    );
  }
  if (phase.kind === "failed") {
    return (
      <div className={`card ${styles.missing}`}>
        <h1 className={styles.missingTitle}>{PRO_PAGE_TEXTS.notAvailable}</h1>
        <p role="alert" className="error-text">
          {phase.message}
        </p>
        <p>{PRO_PAGE_TEXTS.mayBePrivate}</p>
      </div>
    );
  }
  if (phase.kind === "edit") return <ProCardEditor card={phase.card} onRecorderLost={() => setPhase({ kind: "otherDevice", card: phase.card })} />;

  const { card } = phase;
  const backdrop = proCardViewLook(card ?? PRO_CARD_DEFAULT_LOOK);
  return (
    <div className={styles.blurred}>
      <div className={styles.backdrop} aria-hidden="true" inert>
        <CardView look={backdrop} headingLevel={2} />
      </div>
      {phase.kind === "activate" ? (
        <ActivateDialog messageId={messageId} onActivated={activated} onCancel={card ? () => setPhase({ kind: "otherDevice", card }) : undefined} />
      ) : (
        <section className={`card ${styles.dialog}`} aria-labelledby="other-device-title">
          <h1 id="other-device-title" className={styles.dialogTitle}>
            Activated on Another Device
          </h1>
          <p>{PRO_PAGE_TEXTS.otherDevice}</p>
          <p>If you have the activation code, enter it here to record and personalize the card on this device instead.</p>
          <button type="button" className="btn btn-primary btn-lg btn-block" onClick={() => setPhase({ kind: "activate", card })}>
            Enter Activation Code
          </button>
        </section>
      )}
    </div>
  );
}
