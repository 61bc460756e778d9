"use client";
// The /create-guestbook wizard (spec 001): 1 Create, 2 Personalize, 3 Share. A signed-out visitor
// fills steps 1 and 2; creating saves the draft locally and sends them to sign in, and the login and
// signup pages bring them back here with ?restore=true. Paid tiers end in the Purchase Guestbook dialog.
// The form itself is react-hook-form, judged by the route's schema (useWizardForm).
import { loginUrl } from "@/lib/auth/login-url";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useWizardStep, WizardFrame } from "@/components/wizard/WizardFrame";
import { todayIso } from "./calendar";
import { listGuestbooks, requestCreate, type TCreatedGuestbook } from "@/lib/client/guestbooks";
import { blockingFreeGuestbook, nextGuestbookName, parseGuestbookList, type TExistingGuestbook } from "./existing-guestbooks";
import { saveDraft, takeDraft, type TPendingDraft } from "./pending-draft";
import { PurchaseModal } from "./PurchaseModal";
import { fieldId, StepCreate } from "./StepCreate";
import { StepPersonalize } from "./StepPersonalize";
import { StepShare } from "./StepShare";
import { useWizardForm } from "./useWizardForm";
import { stepOneErrors, stepOneErrorsOf, toCreatePayload, type TStepOneErrors, type TWizardDraft, type TWizardValid } from "./wizard-form";

const STEP_LABELS = ["Create", "Personalize", "Share"] as const;
type TWizardStep = 0 | 1 | 2;

const LOGIN_URL = loginUrl("/create-guestbook?restore=true");
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

function focusFirstMissing(errors: TStepOneErrors) {
  const [first] = Object.keys(errors) as (keyof TStepOneErrors)[];
  if (first) document.getElementById(fieldId(first))?.focus();
}

export function CreateGuestbookWizard({ signedIn, restoreRequested, initialCreated }: TProps) {
  const form = useWizardForm(signedIn ? "" : nextGuestbookName([]));
  const { step, setStep, goTo, headingRef } = useWizardStep<TWizardStep>(initialCreated ? 2 : 0);
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

  const blocking = blockingFreeGuestbook(existing);

  function sendToSignIn(current: TWizardDraft) {
    try {
      saveDraft(window.localStorage, { form: current, step: 1, paying: (current.tierIdx ?? 0) > 0 });
    } catch {
      // Storage refused (private mode, full): signing in still works, the form is simply not kept.
    }
    // A full load: signing in replaces the session cookie, which every server component must then read.

    window.location.assign(LOGIN_URL);
  }

  // Kept while the buyer is at checkout: 'Try Again' on the cancel page (or coming back to this page)
  // restores the form; the success page removes it once the guestbook is paid for.
  function keepForRetry(current: TWizardDraft) {
    try {
      saveDraft(window.localStorage, { form: current, step: 1, paying: false });
    } catch {
      // Storage refused: the buyer would fill the form again after a cancelled payment, nothing more.
    }
  }

  async function send(valid: TWizardValid) {
    if (creatingRef.current) return;
    setErrorLines([]);
    setNotice(null);
    if (!signedIn) return sendToSignIn(form.current());
    creatingRef.current = true;
    setCreating(true);
    const outcome = await requestCreate(toCreatePayload(valid));
    creatingRef.current = false;
    setCreating(false);
    if (outcome.kind === "signIn") return sendToSignIn(form.current());
    if (outcome.kind === "error") return setErrorLines(outcome.lines);
    if (outcome.kind === "payment") return setPayment({ tierIdx: valid.tierIdx, tempGuestbookKey: outcome.tempGuestbookKey, message: outcome.message });
    setCreated(outcome.guestbook);
    goTo(2);
  }

  // Step 1 wrong (a restored draft whose date has passed, say) goes back to it with the errors shown;
  // anything else the route would refuse as well, so it is shown as the route's refusal would be.
  function refuse(messages: Record<string, string>) {
    if (Object.keys(stepOneErrorsOf(messages)).length > 0) {
      setShowErrors(true);
      goTo(0);
      return;
    }
    setErrorLines([`Error creating guestbook: ${Object.values(messages)[0]}`]);
  }

  function create() {
    return form.submit(send, refuse)();
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
    form.restore(draftForm);
    if (!draft.paying) {
      setStep(draft.step);
      setNotice(WELCOME_BACK);
      return;
    }
    if (Object.keys(stepOneErrors(draftForm)).length > 0) {
      setStep(0);
      setShowErrors(true);
      return;
    }
    setStep(1);
    const timer = window.setTimeout(() => void create(), RESUME_DELAY_MS);
    return () => window.clearTimeout(timer);
  });

  useEffect(() => {
    if (initialCreated) return;
    if (signedIn || restoreRequested) return restoreDraft();
  }, [signedIn, restoreRequested, initialCreated]);

  const receiveGuestbooks = useEffectEvent((list: TExistingGuestbook[]) => {
    setExisting(list);
    const blocked = blockingFreeGuestbook(list) !== null;
    form.update((current) => ({
      ...current,
      guestbookName: nameEdited.current ? current.guestbookName : nextGuestbookName(list),
      // A free tier picked before the list arrived (or in a restored draft) is no longer available.
      tierIdx: blocked && current.tierIdx === 0 ? undefined : current.tierIdx,
    }));
  });

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    listGuestbooks(controller.signal)
      .catch(() => null)
      .then((body: unknown) => {
        if (!controller.signal.aborted) receiveGuestbooks(parseGuestbookList(body));
      });
    return () => controller.abort();
  }, [signedIn]);

  function next() {
    if (Object.keys(form.stepOneErrors).length > 0) {
      setShowErrors(true);
      focusFirstMissing(form.stepOneErrors);
      return;
    }
    goTo(1);
  }

  return (
    <>
      <WizardFrame
        labels={STEP_LABELS}
        step={step}
        navigation={{ canGoBack: created === null, onGoTo: (index) => goTo(index as TWizardStep) }}
        notice={notice}
        headingId="wizard-step-heading"
        headingRef={headingRef}
      >
        {step === 0 ? (
          <StepCreate
            form={form.values}
            onChange={form.update}
            onNameEdited={() => (nameEdited.current = true)}
            errors={form.stepOneErrors}
            showErrors={showErrors}
            blockingFreeName={blocking?.name ?? null}
            onNext={next}
          />
        ) : null}
        {step === 1 ? (
          <StepPersonalize form={form.values} onChange={form.update} creating={creating} errorLines={errorLines} onCreate={() => void create()} />
        ) : null}
        {step === 2 && created ? <StepShare guestbook={created} onChange={setCreated} /> : null}
      </WizardFrame>
      {payment ? (
        <PurchaseModal
          tierIdx={payment.tierIdx}
          tempGuestbookKey={payment.tempGuestbookKey}
          message={payment.message}
          onLeaving={() => keepForRetry(form.current())}
          onClose={() => setPayment(null)}
        />
      ) : null}
    </>
  );
}
