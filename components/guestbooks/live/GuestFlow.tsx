"use client";
// The guest's four steps on /live-guestbook/{id} (spec 001): 1 Record, 2 Listen (Re-record or Continue),
// 3 name and email (Save or Back), 4 'Thank You!' with Record Another Message. The take is kept on the
// device until the server has it (useTakeUpload), and a take left unsent for this guestbook is offered
// again when the page reopens. The only client component on the page: keep its imports light.
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "@/components/i18n/ClientMessages";
import Recorder from "@/components/recorder/Recorder";
import UploadStatus from "@/components/recorder/UploadStatus";
import { useTakeUpload } from "@/components/recorder/useTakeUpload";
import type { TTake } from "@/components/recorder/useRecorder";
import { RECORDING_MESSAGES } from "@/lib/client/recorder/recording-support";
import { GUEST_RECORDING_ENDPOINT } from "@/lib/client/uploads/endpoints";
import { StepIndicator } from "@/components/ui/StepIndicator";
import type { TGuestInfo } from "@/lib/constants/guestbooks";
import { ANONYMOUS_GUEST_NAME } from "@/lib/constants/guest-steps";
import styles from "./GuestFlow.module.css";
import { guestDetailsShown, NO_GUEST_DETAILS, type TGuestDetails } from "./guest-details";
import { FullLoadLink } from "@/components/ui/FullLoadLink";

type TProps = {
  guestbookId: string;
  maxRecordingDuration: number;
  guestInfo: TGuestInfo;
  allowAnonymous: boolean;
};

type TStage = "recording" | "details" | "thanks";

// The details step is fetched once there is a take (see the effect below), not with the page.
const loadDetailsForm = () => import("./GuestDetailsForm");
const GuestDetailsForm = lazy(loadDetailsForm);

export default function GuestFlow({ guestbookId, maxRecordingDuration, guestInfo, allowAnonymous }: TProps) {
  const t = useTranslations("guest");
  const formId = useId();
  const [stage, setStage] = useState<TStage>("recording");
  const [take, setTake] = useState<TTake | null>(null);
  const [recorderKey, setRecorderKey] = useState(0);
  const [details, setDetails] = useState<TGuestDetails>(NO_GUEST_DETAILS);
  const { name, email, anonymous } = details;
  const [earlierTakeSent, setEarlierTakeSent] = useState(false);
  // The fields object of the take being saved now. useTakeUpload hands the same object back for it
  // (and for its retries); a take kept from an earlier visit comes back as a different one.
  const savingFieldsRef = useRef<Record<string, string> | null>(null);
  const recorderAreaRef = useRef<HTMLDivElement>(null);
  const thanksHeadingRef = useRef<HTMLHeadingElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const previousStage = useRef<TStage>(stage);

  const upload = useTakeUpload({
    endpoint: GUEST_RECORDING_ENDPOINT,
    pendingFilter: (kept) => kept.fields.guestbookId === guestbookId,
    onUploaded: ({ fields }) => {
      if (fields === savingFieldsRef.current) setStage("thanks");
      else setEarlierTakeSent(true);
    },
  });

  // Each step replaces the button that was pressed; move focus to what the new step starts with.
  useEffect(() => {
    const previous = previousStage.current;
    previousStage.current = stage;
    if (previous === stage) return;
    // The details step focuses its own heading when it mounts (it may arrive a moment after the stage changes).
    if (stage === "thanks") thanksHeadingRef.current?.focus();
    else if (previous === "details") (continueRef.current ?? recorderAreaRef.current?.querySelector("button"))?.focus();
  }, [stage]);

  useEffect(() => {
    if (take) void loadDetailsForm().catch(() => undefined);
  }, [take]);

  const asksName = guestInfo === "name" || guestInfo === "name_email";
  const asksEmail = guestInfo === "name_email";
  const showFields = guestDetailsShown(asksName, anonymous);
  const canSave = !showFields || name.trim() !== "";
  const step = stage === "thanks" ? 3 : stage === "details" ? 2 : take ? 1 : 0;

  function goToDetails() {
    // The player stays mounted (Back returns to it) but must not keep talking while hidden.
    recorderAreaRef.current?.querySelectorAll("audio").forEach((audio) => audio.pause());
    setStage("details");
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!take || !canSave || upload.busy) return;
    const fields = {
      guestbookId,
      guestName: anonymous ? ANONYMOUS_GUEST_NAME : name.trim(),
      guestEmail: asksEmail && !anonymous ? email.trim() : "",
      anonymous: String(anonymous),
    };
    savingFieldsRef.current = fields;
    await upload.send({ take, fields });
  }

  function recordAnother() {
    savingFieldsRef.current = null;
    upload.reset();
    setTake(null);
    setDetails(NO_GUEST_DETAILS);
    setEarlierTakeSent(false);
    setRecorderKey((key) => key + 1);
    setStage("recording");
  }

  // A take the server refused as too short: back to the recorder for a new one, keeping the name and email.
  function recordAgain() {
    savingFieldsRef.current = null;
    upload.reset();
    setTake(null);
    setRecorderKey((key) => key + 1);
    setStage("recording");
  }

  return (
    <div className={styles.flow}>
      <StepIndicator labels={[t("stepRecord"), t("stepListen"), t("stepSave")]} label={t("steps")} current={step} classes={styles} />

      {stage !== "thanks" && (
        <div ref={recorderAreaRef} className={styles.panel} hidden={stage !== "recording"}>
          <Recorder
            key={recorderKey}
            maxDurationSeconds={maxRecordingDuration}
            onTake={setTake}
            onReset={() => {
              setTake(null);
              upload.reset();
            }}
            disabled={upload.busy}
            deniedMessage={RECORDING_MESSAGES.deniedGuestbook}
          />
          {take && (
            <button ref={continueRef} type="button" className="btn btn-primary btn-lg btn-block" onClick={goToDetails}>
              {t("continue")}
            </button>
          )}
        </div>
      )}

      {stage === "details" && (
        <Suspense fallback={null}>
          <GuestDetailsForm
            formId={formId}
            asksName={asksName}
            asksEmail={asksEmail}
            allowAnonymous={allowAnonymous}
            canSave={canSave}
            busy={upload.busy}
            details={details}
            onChange={(change) => setDetails((current) => ({ ...current, ...change }))}
            onSubmit={save}
            onBack={() => setStage("recording")}
          />
        </Suspense>
      )}

      {stage === "thanks" && (
        <section className={`${styles.panel} ${styles.centred}`} aria-labelledby={`${formId}-thanks`}>
          <h2 id={`${formId}-thanks`} ref={thanksHeadingRef} className={styles.panelTitle} tabIndex={-1}>
            {t("thanksTitle")}
          </h2>
          <p className={styles.thanksText}>{t("thanksSaved")}</p>
          <p className={styles.thanksText}>
            {t.rich("thanksPrivacy", {
              link: (chunks) => (
                <FullLoadLink href="/privacy#guests" className="tap-link">
                  {chunks}
                </FullLoadLink>
              ),
            })}
          </p>
          <button type="button" className="btn btn-primary btn-lg btn-block" onClick={recordAnother}>
            {t("recordAnother")}
          </button>
        </section>
      )}

      <p role="status" className={earlierTakeSent ? styles.sentNotice : "visually-hidden"}>
        {earlierTakeSent ? t("earlierSent") : ""}
      </p>
      <UploadStatus upload={upload} failureText={(reason) => t("errorPrefix", { reason })} withoutReason={t("withoutReason")} onRecordAgain={recordAgain} />
    </div>
  );
}
