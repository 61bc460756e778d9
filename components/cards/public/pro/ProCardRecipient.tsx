"use client";
// /audio/{id} before a voice exists: the activation dialog over the blurred card, then, in the browser
// that activated it, the editor and recorder. The page cannot see the recorder cookie (it is scoped to
// /api), so for an activated card the browser asks the API whether it may record here; another device
// is told so and may enter the code, which moves the right to record to it (the server's rule).
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import CardView from "@/components/cards/CardView";
import { useTranslations } from "@/components/i18n/ClientMessages";
import { useErrorText } from "@/components/i18n/useErrorText";
import { loadPublicProCard } from "@/lib/client/pro-cards";
import { PRO_CARD_DEFAULT_LOOK } from "@/lib/constants/pro-cards";
import type { TProCardPublicJson } from "@/lib/validation/pro-cards";
import { ActivateDialog } from "./ActivateDialog";
import { proCardViewLook } from "./pro-card-look";
import { ProCardEditor } from "./ProCardEditor";
import styles from "./ProCard.module.css";

type TPhase =
  | { kind: "activate"; card: TProCardPublicJson | null }
  | { kind: "checking" }
  | { kind: "otherDevice"; card: TProCardPublicJson }
  | { kind: "edit"; card: TProCardPublicJson }
  | { kind: "failed"; message: string };

type TProps = { messageId: string; initial: TProCardPublicJson | null };

export function ProCardRecipient({ messageId, initial }: TProps) {
  const t = useTranslations("proCard");
  const errorText = useErrorText();
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
        if (!controller.signal.aborted) setPhase({ kind: "failed", message: errorText(caught, t("loadFailed")) });
      });
    return () => controller.abort();
  }, [checking, messageId, router, errorText, t]);

  const activated = (card: TProCardPublicJson) => setPhase({ kind: "edit", card });

  if (phase.kind === "checking") {
    return (
      <p role="status" className={styles.loading}>
        {t("loading")}
      </p>
    );
  }
  if (phase.kind === "failed") {
    return (
      <div className={`card ${styles.missing}`}>
        <h1 className={styles.missingTitle}>{t("notAvailable")}</h1>
        {/* Spec 002 §8: a failed public fetch shows 'Pro audio card not found' on the 'Pro Audio Card Not Available' page. */}
        <p role="alert" className="error-text">
          {phase.message}
        </p>
        <p>{t("mayBePrivate")}</p>
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
            {t("otherDeviceTitle")}
          </h1>
          <p>{t("otherDevice")}</p>
          <p>{t("otherDeviceCode")}</p>
          <button type="button" className="btn btn-primary btn-lg btn-block" onClick={() => setPhase({ kind: "activate", card })}>
            {t("enterCode")}
          </button>
        </section>
      )}
    </div>
  );
}
