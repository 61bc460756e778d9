"use client";
// The /personal-message wizard (spec 002): 1 Record, 2 Personalize, 3 Share (login required). Anyone
// records and personalizes; the take and the choices are kept on the device (card-draft.ts) whenever the
// visitor leaves to sign in, sign up or pay, and restored when they come back (?restore=1 after signing
// in, ?from_payment=1 after buying credits). ?from_recordings=1&messageId= opens step 2 for a card that
// already exists (made from guestbook recordings), and step 3 then saves its look instead of creating.
import { loginUrl, type TAuthPage } from "@/lib/auth/login-url";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import CardView from "@/components/cards/CardView";
import Recorder from "@/components/recorder/Recorder";
import { Spinner } from "@/components/ui/Spinner";
import { AlertText } from "@/components/ui/AlertText";
import { useWizardStep, WizardFrame } from "@/components/wizard/WizardFrame";
import { messageOf } from "@/lib/client/api";
import { RECORDING_MESSAGES } from "@/lib/client/recorder/recording-support";
import { CARD_MAX_DURATION_SECONDS } from "@/lib/cards/look";
import { CardMade } from "./CardMade";
import type { TCardTake } from "@/lib/client/cards";
import { forgetCardDraft, loadCardDraft, saveCardDraft } from "./card-draft";
import {
  cardLink,
  createCard,
  LOAD_FAILED,
  loadOwnCard,
  LOGIN_REQUIRED,
  PAYMENT_NOT_CONFIRMED,
  updateCardLook,
  waitForCreditPayment,
  type TCreateOutcome,
  type TMadeCard,
} from "@/lib/client/cards";
import { CreditsModal } from "./CreditsModal";
import { PersonalizeSections } from "./PersonalizeSections";
import { TakeReview } from "./TakeReview";
import { effectiveLook, formFromCard, INITIAL_CARD_FORM, ZCardWizardForm, type TCardWizardForm } from "@/lib/cards/wizard-form";
import styles from "./wizard.module.css";

type TStep = 0 | 1 | 2;
export const RECORD_FIRST = "Please record a message first";
export const PAYMENT_BANNER = "Payment successful! Your credits have been added.";
const BANNER_MS = 5000;
const RESTORE_PATH = "/personal-message?restore=1";

export type TCardWizardProps = {
  signedIn: boolean;
  restoreRequested: boolean;
  fromPayment: boolean;
  /** The checkout's id Stripe (or the test mode) put in the return address, when there is one. */
  paymentSessionId?: string | null;
  /** A card made from guestbook recordings, to personalize (from_recordings=1&messageId=). */
  existingMessageId: string | null;
};

function stepLabels(signedIn: boolean) {
  return ["Record", "Personalize", signedIn ? "Share" : "Share (Login Required)"] as const;
}

export function CardWizard({ signedIn, restoreRequested, fromPayment, paymentSessionId = null, existingMessageId }: TCardWizardProps) {
  const form = useForm<TCardWizardForm>({ resolver: zodResolver(ZCardWizardForm), defaultValues: INITIAL_CARD_FORM, mode: "onChange" });
  const values = useWatch({ control: form.control }) as TCardWizardForm;
  const { step, goTo, headingRef } = useWizardStep<TStep>(existingMessageId ? 1 : 0);
  const [take, setTake] = useState<TCardTake | null>(null);
  const [recordError, setRecordError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [confirmingPayment, setConfirmingPayment] = useState(false);
  const [paymentNote, setPaymentNote] = useState<string | null>(null);
  const [loading, setLoading] = useState(existingMessageId !== null || restoreRequested || fromPayment);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [creditsOpen, setCreditsOpen] = useState(false);
  const [made, setMade] = useState<TMadeCard | null>(null);
  const [existing, setExisting] = useState<string | null>(existingMessageId);
  const draftKey = useRef<string | null>(null);
  const busyRef = useRef(false);
  const labels = stepLabels(signedIn);

  /** Keeps the take and the choices on the device; false when there is no take to keep. */
  async function keepDraft(): Promise<boolean> {
    if (existing) return true;
    if (!take) return false;
    try {
      draftKey.current = await saveCardDraft({ key: draftKey.current ?? undefined, take, form: form.getValues() });
    } catch (caught) {
      // Private browsing or a full disk: the visitor can still sign in or pay, the take is just not kept.
      console.warn("Could not keep the card on this device", caught);
    }
    return true;
  }

  async function leaveFor(path: TAuthPage) {
    await keepDraft();
    // A full load: signing in replaces the session cookie, which every server component must then read.
    window.location.assign(loginUrl(RESTORE_PATH, path));
  }

  function settle(outcome: TCreateOutcome) {
    if (outcome.kind === "created") {
      setMade(outcome.card);
      if (draftKey.current) void forgetCardDraft(draftKey.current);
      draftKey.current = null;
    } else if (outcome.kind === "payment") setCreditsOpen(true);
    else if (outcome.kind === "signIn") {
      setError(LOGIN_REQUIRED);
      void leaveFor("/login");
    } else setError(outcome.message);
  }

  async function createOrSave(current: TCardWizardForm, currentTake: TCardTake | null) {
    if (busyRef.current) return;
    setError(null);
    if (existing) {
      busyRef.current = true;
      setCreating(true);
      settle(await updateCardLook(existing, current));
    } else {
      if (!currentTake) {
        setError("Please record an audio message first.");
        return goTo(0);
      }
      if (!signedIn) return;
      busyRef.current = true;
      setCreating(true);
      // Kept before sending: the same clientUploadId makes a retry answer with the card already made.
      try {
        draftKey.current = await saveCardDraft({ key: draftKey.current ?? undefined, take: currentTake, form: current });
      } catch {
        draftKey.current ??= crypto.randomUUID();
      }
      settle(await createCard({ clientUploadId: draftKey.current, take: currentTake, form: current }));
    }
    busyRef.current = false;
    setCreating(false);
  }

  function toShare(event: FormEvent<HTMLFormElement>) {
    const onValid = async (valid: TCardWizardForm) => {
      goTo(2);
      if (!existing && !signedIn) {
        await keepDraft();
        return;
      }
      await createOrSave(valid, take);
    };
    const onInvalid = (errors: FieldErrors<TCardWizardForm>) => {
      // A field in a closed section (or hidden by No) would otherwise refuse without a word.
      form.setValue("personalize", true);
      setError(Object.values(errors).find((fieldError) => typeof fieldError?.message === "string")?.message ?? null);
    };
    void form.handleSubmit(onValid, onInvalid)(event);
  }

  // Coming back: a card to personalize, a draft after signing in, or a draft after paying.
  const restore = useEffectEvent(async (signal: AbortSignal) => {
    try {
      await restoreFrom(signal);
    } finally {
      if (!signal.aborted) setLoading(false);
    }
  });

  async function restoreFrom(signal: AbortSignal) {
    if (existingMessageId) {
      try {
        const card = await loadOwnCard(existingMessageId, signal);
        form.reset(formFromCard(card));
        setExisting(card.messageId);
      } catch (caught) {
        if (signal.aborted) return;
        setError(messageOf(caught, LOAD_FAILED));
        setExisting(null);
      }
      return;
    }
    const draft = await loadCardDraft();
    if (signal.aborted) return;
    window.history.replaceState(window.history.state, "", "/personal-message");
    // The credits are added by the payment's webhook, which may come after the buyer: wait for it (with
    // progress) before saying so and making the card. Without a session id (from /payment-success, which
    // waited already) the payment is taken as done.
    let paid = fromPayment;
    if (fromPayment && paymentSessionId) {
      setConfirmingPayment(true);
      paid = await waitForCreditPayment(paymentSessionId, signal);
      if (signal.aborted) return;
      setConfirmingPayment(false);
      if (!paid) setPaymentNote(PAYMENT_NOT_CONFIRMED);
    }
    if (paid) setBanner(PAYMENT_BANNER);
    if (!draft) return;
    draftKey.current = draft.key;
    setTake(draft.take);
    form.reset(draft.form);
    if (!signedIn) return goTo(2);
    if (fromPayment && !paid) return goTo(2);
    if (fromPayment) {
      // The spec's banner shows on step 1 for 5 s; then the card is made from the kept take.
      await new Promise((resolve) => setTimeout(resolve, BANNER_MS));
      if (signal.aborted) return;
      setBanner(null);
    }
    goTo(2);
    await createOrSave(draft.form, draft.take);
  }

  useEffect(() => {
    if (!existingMessageId && !restoreRequested && !fromPayment) return;
    const controller = new AbortController();
    void restore(controller.signal);
    return () => controller.abort();
  }, [existingMessageId, restoreRequested, fromPayment]);

  useEffect(() => {
    if (!banner || !fromPayment) return;
    const timer = setTimeout(() => setBanner(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner, fromPayment]);

  function continueFromRecord() {
    if (!take) return setRecordError(RECORD_FIRST);
    setRecordError(null);
    goTo(1);
  }

  const look = effectiveLook(values);
  const canGoBack = made === null && !creating;

  return (
    <>
      <WizardFrame
        labels={labels}
        step={step}
        navigation={{ canGoBack, onGoTo: (index) => goTo((existing && index === 0 ? 1 : index) as TStep) }}
        notice={banner}
        headingId="card-step-heading"
        headingRef={headingRef}
        busy={loading}
      >
        {confirmingPayment && (
          <p role="status" className="hint">
            <Spinner /> Confirming your payment…
          </p>
        )}
        {paymentNote && (
          <p role="alert" className="alert alert-error">
            {paymentNote}
          </p>
        )}
        {loading && step !== 0 && (
          <p role="status" className="hint">
            Loading your audio card…
          </p>
        )}

        {step === 0 && (
          <div className={styles.record}>
            {take ? (
              <TakeReview take={take} disabled={creating} onReRecord={() => setTake(null)} />
            ) : (
              <Recorder
                maxDurationSeconds={CARD_MAX_DURATION_SECONDS}
                onTake={(next) => {
                  setTake({ blob: next.blob, mimeType: next.mimeType, durationMs: next.durationMs });
                  setRecordError(null);
                  draftKey.current = null;
                }}
                onReset={() => setTake(null)}
                deniedMessage={RECORDING_MESSAGES.deniedGuestbook}
              />
            )}
            <AlertText message={recordError} />
            <button type="button" className="btn btn-primary btn-lg btn-block" onClick={continueFromRecord} disabled={loading}>
              Step 2: Personalize
            </button>
          </div>
        )}

        {step === 1 && (
          <form className={styles.layout} onSubmit={toShare} noValidate>
            <div className={styles.form}>
              <fieldset className={styles.group}>
                <legend className="label">Would you like to personalize your audio card?</legend>
                <div className={styles.options}>
                  <label className={styles.option}>
                    <input type="radio" name="personalize" checked={values.personalize} onChange={() => form.setValue("personalize", true)} />
                    <span>Yes</span>
                  </label>
                  <label className={styles.option}>
                    <input type="radio" name="personalize" checked={!values.personalize} onChange={() => form.setValue("personalize", false)} />
                    <span>No</span>
                  </label>
                </div>
              </fieldset>
              {values.personalize && <PersonalizeSections values={values} register={form.register} setValue={form.setValue} errors={form.formState.errors} />}
              {error && (
                <p role="alert" className="alert alert-error">
                  {error}
                </p>
              )}
              <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={loading || creating}>
                Step 3: Create &amp; Share
              </button>
            </div>
            <section className={styles.preview} aria-label="Preview of your audio card">
              <CardView
                look={look}
                headingLevel={3}
                player={
                  <span className="btn btn-primary btn-lg" aria-hidden="true">
                    ▶ Play
                  </span>
                }
              />
            </section>
          </form>
        )}

        {step === 2 && made && <CardMade url={cardLink(window.location.origin, made.messageId)} name={made.name} updated={existingMessageId !== null} />}
        {step === 2 && !made && (
          <div className={styles.create}>
            {!signedIn && !existing ? (
              <>
                <h3 className={styles.createTitle}>Create Audio Card</h3>
                <p>Your recording and your choices are kept on this device while you log in or sign up.</p>
                <button
                  type="button"
                  className="btn btn-primary btn-lg btn-block"
                  onClick={() => {
                    setError(LOGIN_REQUIRED);
                    void leaveFor("/login");
                  }}
                >
                  Create Audio Card
                </button>
                {error && (
                  <p role="alert" className="alert alert-error">
                    {error}
                  </p>
                )}
                <p className={styles.authPrompt}>
                  Already have an account?{" "}
                  <button type="button" className={styles.linkButton} onClick={() => void leaveFor("/login")}>
                    Log in
                  </button>
                </p>
                <p className={styles.authPrompt}>
                  New to Echobook?{" "}
                  <button type="button" className={styles.linkButton} onClick={() => void leaveFor("/signup")}>
                    Sign up
                  </button>{" "}
                  and get 2 free audio cards.
                </p>
              </>
            ) : creating || loading ? (
              <p role="status" className={styles.creating}>
                {existing ? "Saving your audio card…" : "Creating your audio card…"}
              </p>
            ) : (
              <>
                {error && (
                  <p role="alert" className="alert alert-error">
                    {error}
                  </p>
                )}
                <button type="button" className="btn btn-primary btn-lg btn-block" onClick={() => void createOrSave(form.getValues(), take)}>
                  {existing ? "Save Audio Card" : "Create Audio Card"}
                </button>
              </>
            )}
          </div>
        )}
      </WizardFrame>
      <CreditsModal open={creditsOpen} onClose={() => setCreditsOpen(false)} onLeaving={keepDraft} />
    </>
  );
}
