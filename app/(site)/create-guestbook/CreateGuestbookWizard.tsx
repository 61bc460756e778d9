"use client";
// The /create-guestbook wizard (spec 001): 1 Create, 2 Personalize, 3 Share. A signed-out visitor
// fills steps 1 and 2; creating saves the draft locally and sends them to sign in, and the login and
// signup pages bring them back here with ?restore=true. Paid tiers end in the Purchase Guestbook dialog.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { StepIndicator } from "@/components/ui/StepIndicator";
import { todayIso } from "./calendar";
import { requestCreate, type TCreatedGuestbook } from "./create-request";
import { blockingFreeGuestbook, nextGuestbookName, parseGuestbookList, type TExistingGuestbook } from "./existing-guestbooks";
import { saveDraft, takeDraft, type TPendingDraft } from "./pending-draft";
import { PurchaseModal } from "./PurchaseModal";
import { fieldId, StepCreate } from "./StepCreate";
import { StepPersonalize } from "./StepPersonalize";
import { StepShare } from "./StepShare";
import { initialWizardForm, isStepOneComplete, stepOneErrors, toCreatePayload, type TStepOneField, type TWizardForm } from "./wizard-form";
import styles from "./wizard.module.css";
import { apiJson } from "@/lib/client/api";

const STEP_LABELS = ["Create", "Personalize", "Share"] as const;
type TWizardStep = 0 | 1 | 2;

const LOGIN_URL = `/login?callbackUrl=${encodeURIComponent("/create-guestbook?restore=true")}`;
const WELCOME_BACK = "Welcome back! Your guestbook data has been restored. You can now continue with your creation.";
// The spec lets a restored payment continue after this pause, once the page has settled.
const RESUME_DELAY_MS = 100;

type TProps = {
  signedIn: boolean;
  restoreRequested: boolean;
  /** A guestbook just paid for: the wizard opens on step 3 with it. */
  initialCreated: TCreatedGuestbook | null;
};
type TPayment = { tierIdx: number; tempGuestbookKey: string; message: string };

function focusFirstMissing(form: TWizardForm) {
  const [first] = Object.keys(stepOneErrors(form)) as TStepOneField[];
  if (first) document.getElementById(fieldId(first))?.focus();
}

export function CreateGuestbookWizard({ signedIn, restoreRequested, initialCreated }: TProps) {
  const [form, setForm] = useState(() => initialWizardForm(signedIn ? "" : nextGuestbookName([])));
  const [step, setStep] = useState<TWizardStep>(initialCreated ? 2 : 0);
  const [showErrors, setShowErrors] = useState(false);
  const [existing, setExisting] = useState<TExistingGuestbook[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [errorLines, setErrorLines] = useState<string[]>([]);
  const [payment, setPayment] = useState<TPayment | null>(null);
  const [created, setCreated] = useState<TCreatedGuestbook | null>(initialCreated);
  const nameEdited = useRef(false);
  const creatingRef = useRef(false);
  const restored = useRef<TPendingDraft | null | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const blocking = blockingFreeGuestbook(existing);

  function goTo(next: TWizardStep) {
    stepChanged.current = true;
    setStep(next);
  }

  useEffect(() => {
    if (!stepChanged.current) return;
    stepChanged.current = false;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: "nearest" });
  }, [step]);

  function sendToSignIn(current: TWizardForm) {
    try {
      saveDraft(window.localStorage, { form: current, step: 1, paying: (current.tierIdx ?? 0) > 0 });
    } catch {
      // Storage refused (private mode, full): signing in still works, the form is simply not kept.
    }
    // A full load: signing in replaces the session cookie, which every server component must then read.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(LOGIN_URL);
  }

  // Kept while the buyer is at checkout: 'Try Again' on the cancel page (or coming back to this page)
  // restores the form; the success page removes it once the guestbook is paid for.
  function keepForRetry(current: TWizardForm) {
    try {
      saveDraft(window.localStorage, { form: current, step: 1, paying: false });
    } catch {
      // Storage refused: the buyer would fill the form again after a cancelled payment, nothing more.
    }
  }

  async function create(current: TWizardForm) {
    if (creatingRef.current) return;
    if (!isStepOneComplete(current)) {
      setShowErrors(true);
      goTo(0);
      return;
    }
    setErrorLines([]);
    setNotice(null);
    if (!signedIn) return sendToSignIn(current);
    creatingRef.current = true;
    setCreating(true);
    const outcome = await requestCreate(toCreatePayload(current));
    creatingRef.current = false;
    setCreating(false);
    if (outcome.kind === "signIn") return sendToSignIn(current);
    if (outcome.kind === "error") return setErrorLines(outcome.lines);
    if (outcome.kind === "payment") return setPayment({ tierIdx: current.tierIdx ?? 1, tempGuestbookKey: outcome.tempGuestbookKey, message: outcome.message });
    setCreated(outcome.guestbook);
    goTo(2);
  }

  // Restores a draft left before signing in. The draft is kept in a ref, so React's development
  // double-run of effects restores the same draft rather than finding it already removed.
  const restoreDraft = useEffectEvent(() => {
    if (restored.current === undefined) {
      try {
        restored.current = takeDraft(window.localStorage);
      } catch {
        restored.current = null;
      }
      if (restoreRequested) window.history.replaceState(window.history.state, "", "/create-guestbook");
    }
    const draft = restored.current;
    if (!draft) return;
    nameEdited.current = true;
    // A date that has passed while the visitor was away has to be picked again.
    const draftForm = draft.form.eventDate && draft.form.eventDate < todayIso() ? { ...draft.form, eventDate: "" } : draft.form;
    setForm(draftForm);
    if (!draft.paying) {
      setStep(draft.step);
      setNotice(WELCOME_BACK);
      return;
    }
    if (!isStepOneComplete(draftForm)) {
      setStep(0);
      setShowErrors(true);
      return;
    }
    setStep(1);
    const timer = window.setTimeout(() => void create(draftForm), RESUME_DELAY_MS);
    return () => window.clearTimeout(timer);
  });

  useEffect(() => {
    if (initialCreated) return;
    if (signedIn || restoreRequested) return restoreDraft();
  }, [signedIn, restoreRequested, initialCreated]);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    apiJson("/api/guestbooks", { signal: controller.signal })
      .catch(() => null)
      .then((body: unknown) => {
        if (controller.signal.aborted) return;
        const list = parseGuestbookList(body);
        setExisting(list);
        const blocked = blockingFreeGuestbook(list) !== null;
        setForm((current) => ({
          ...current,
          guestbookName: nameEdited.current ? current.guestbookName : nextGuestbookName(list),
          // A free tier picked before the list arrived (or in a restored draft) is no longer available.
          tierIdx: blocked && current.tierIdx === 0 ? null : current.tierIdx,
        }));
      });
    return () => controller.abort();
  }, [signedIn]);

  function next() {
    if (!isStepOneComplete(form)) {
      setShowErrors(true);
      focusFirstMissing(form);
      return;
    }
    goTo(1);
  }

  return (
    <>
      <StepIndicator labels={STEP_LABELS} current={step} classes={styles} navigation={{ canGoBack: created === null, onGoTo: (index) => goTo(index as TWizardStep) }} />
      {notice ? (
        <p role="status" className={`alert alert-success ${styles.notice}`}>
          {notice}
        </p>
      ) : null}
      <section className={`card ${styles.panel}`} aria-labelledby="wizard-step-heading">
        <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
          {`Step ${step + 1}: ${STEP_LABELS[step]}`}
        </h2>
        {step === 0 ? (
          <StepCreate
            form={form}
            onChange={setForm}
            onNameEdited={() => (nameEdited.current = true)}
            showErrors={showErrors}
            blockingFreeName={blocking?.name ?? null}
            onNext={next}
          />
        ) : null}
        {step === 1 ? <StepPersonalize form={form} onChange={setForm} creating={creating} errorLines={errorLines} onCreate={() => void create(form)} /> : null}
        {step === 2 && created ? <StepShare guestbook={created} /> : null}
      </section>
      {payment ? (
        <PurchaseModal
          tierIdx={payment.tierIdx}
          tempGuestbookKey={payment.tempGuestbookKey}
          message={payment.message}
          onLeaving={() => keepForRetry(form)}
          onClose={() => setPayment(null)}
        />
      ) : null}
    </>
  );
}
